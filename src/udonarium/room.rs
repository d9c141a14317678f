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
    /// The room's chat tabs, in order: the first holds `chat`, the others are empty
    /// (udonarium's サブタブ, by its name in the room's language).
    pub chat_tabs: Vec<String>,
    /// The messages in the first tab when the room opens.
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

    /// The room's chat tabs, as udonarium saves a room's: a `<chat-tab-list>` of the room's
    /// tab, the welcome in it, then udonarium's second tab, サブタブ. On loading it the app
    /// replaces its own tabs (their stock tutorial with them), so the welcome is the first
    /// tab's first lines; its chat window, still on the tab it opened with, asks players to
    /// pick a tab again (「※チャットタブの内容が更新されました…」), the first with its unread
    /// count. A lone `<chat-tab>` would be added last, beside the tutorial the window keeps
    /// showing (#41: players missed the welcome there).
    pub(crate) fn chat_xml(&self) -> Vec<u8> {
        let mut tabs = self.chat_tabs.iter();
        let first = tabs.next().map_or("", String::as_str);
        let mut tab = Element::new("chat-tab").attr("name", first);
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
        let mut list = Element::new("chat-tab-list").child(tab);
        for name in tabs {
            list = list.child(Element::new("chat-tab").attr("name", name));
        }
        write_document(&list)
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
