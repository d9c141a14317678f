//! A whole room: the table and its objects (`data.xml`), the chat (`chat.xml`) and the
//! inventory settings (`summary.xml`), zipped with its images.

use super::archive::{ImageStore, write_zip};
use super::element::Element;
use super::object::{GameTable, TableObject};
use super::xml::write_document;

/// A chat message written into the room's first tab.
#[derive(Debug, Clone, PartialEq)]
pub struct ChatMessage {
    /// The sender's name as the chat shows it.
    pub name: String,
    /// The message.
    pub text: String,
}

/// Everything a room zip holds but its images.
#[derive(Debug, Clone, PartialEq)]
pub struct Room {
    /// The table, with its masks and terrains.
    pub table: GameTable,
    /// What lies on the table, in the order `data.xml` lists it.
    pub objects: Vec<TableObject>,
    /// The name of the room's chat tab, added beside the app's own tabs.
    pub chat_tab: String,
    /// The messages in that tab when the room opens.
    pub chat: Vec<ChatMessage>,
    /// Data names the inventory lists as columns.
    pub summary_tags: Vec<String>,
}

impl Room {
    pub(crate) fn data_xml(&self) -> Vec<u8> {
        let mut room = Element::new("room").child(self.table.to_element());
        room.children
            .extend(self.objects.iter().map(TableObject::to_element));
        write_document(&room)
    }

    /// One `<chat-tab>`, not a `<chat-tab-list>`. udonarium (and lily, Fly) replaces all its
    /// tabs with a list's, and its chat window, still on the tab it opened with, then shows
    /// only 「※チャットタブの内容が更新されました…」 until a player picks a tab again (and the
    /// tabs' earlier messages are gone, for everyone in the room). A lone tab is added beside
    /// the app's own: the window stays on メインタブ and the room's tab shows its unread count.
    pub(crate) fn chat_xml(&self) -> Vec<u8> {
        let mut tab = Element::new("chat-tab").attr("name", &self.chat_tab);
        for message in &self.chat {
            let mut chat = Element::new("chat")
                .attr("from", "System")
                .attr("to", "")
                .attr("name", &message.name)
                .attr("imageIdentifier", "")
                // A fixed time keeps builds byte-identical.
                .attr("timestamp", 0)
                .attr("tag", "")
                .attr("dicebot", "");
            chat.text = message.text.clone();
            tab = tab.child(chat);
        }
        write_document(&tab)
    }

    pub(crate) fn summary_xml(&self) -> Vec<u8> {
        write_document(
            &Element::new("summary-setting")
                .attr("sortTag", "name")
                .attr("sortOrder", "ASC")
                .attr("dataTag", self.summary_tags.join(" ")),
        )
    }

    /// The room as udonarium's "ZIP読込" expects it.
    pub fn to_zip(&self, images: &ImageStore) -> Vec<u8> {
        write_zip(
            &[
                ("data.xml", self.data_xml()),
                ("chat.xml", self.chat_xml()),
                ("summary.xml", self.summary_xml()),
            ],
            images,
        )
    }
}
