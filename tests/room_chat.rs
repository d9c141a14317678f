//! What the chat shows when a room is opened. udonarium, lily and Fly replace all their chat
//! tabs with a `<chat-tab-list>`'s, and their chat window, still on the tab it opened with,
//! then shows only 「※チャットタブの内容が更新されました…」 (tried in each app). A lone
//! `<chat-tab>` is added beside the app's own tabs instead: the window keeps showing
//! メインタブ and the room's tab its unread count, the welcome in it.

use crate::common::*;
use crate::room_view::entry_text;
use udonforge::udonarium::archive::{ReadLimits, read_xml_entries};
use udonforge::udonarium::xml::read_document;

/// The tabs udonarium opens with; a room's tab must not take their names.
const APP_TABS: [&str; 2] = ["メインタブ", "サブタブ"];

/// The root element of every XML document in the zip, by file name.
fn roots(zip: &std::path::Path) -> Vec<(String, String)> {
    let bytes = std::fs::read(zip).unwrap();
    read_xml_entries(&bytes, ReadLimits::default())
        .unwrap()
        .into_iter()
        .map(|e| (e.name, read_document(&e.bytes).unwrap().tag))
        .collect()
}

/// The chat document's tab name and its messages' texts.
fn welcome_tab(zip: &std::path::Path) -> (String, Vec<String>) {
    let tab = read_document(entry_text(zip, "chat.xml").as_bytes()).unwrap();
    assert_eq!(tab.tag, "chat-tab", "chat.xml's root");
    let messages = tab
        .children
        .iter()
        .filter(|c| c.tag == "chat")
        .map(|c| c.text.clone())
        .collect();
    (tab.get("name").unwrap_or_default().to_string(), messages)
}

#[test]
fn every_built_in_room_adds_its_welcome_tab_beside_the_apps_own() {
    let dir = scratch("room-chat");
    for game in built_in_games() {
        let id = game.file_name().unwrap().to_str().unwrap().to_string();
        let toml: toml::Table =
            toml::from_str(&std::fs::read_to_string(game.join("game.toml")).unwrap()).unwrap();
        for lang in ["ja", "en"] {
            let zip = build_room(&dir.join(&id).join(lang), &id, &["--lang", lang]);
            let lists: Vec<_> = roots(&zip)
                .into_iter()
                .filter(|(_, root)| root == "chat-tab-list")
                .collect();
            assert!(
                lists.is_empty(),
                "{id} {lang}: {lists:?} replaces the app's tabs"
            );
            let (name, messages) = welcome_tab(&zip);
            assert!(
                !name.is_empty() && !APP_TABS.contains(&name.as_str()),
                "{id} {lang}: tab {name:?}"
            );
            assert_eq!(name, toml["chat"]["tab"][lang].as_str().unwrap());
            // The welcome's first line opens the tab's one message.
            let welcome = toml["chat"]["welcome"][lang].as_str().unwrap();
            let first = welcome.lines().next().unwrap();
            assert_eq!(messages.len(), 1, "{id} {lang}: {messages:?}");
            let shown = messages[0].replace("&quot;", "\"");
            assert!(
                first.contains("{{") || shown.starts_with(first),
                "{id} {lang}: {shown:?}"
            );
        }
    }
}

/// A game made before (its `[chat] tab` the app's own メインタブ) gets a tab of its own name,
/// not a second メインタブ.
#[test]
fn a_user_game_naming_the_apps_main_tab_gets_a_welcome_tab() {
    let root = scratch("room-chat-user");
    let templates = root.join("templates");
    copy_dir(
        &repo().join("tests/fixtures/tutorial/templates/mydeck"),
        &templates.join("mydeck"),
    );
    let game = templates.join("mydeck/game.toml");
    let text = std::fs::read_to_string(&game).unwrap();
    let old = text.replace(
        "tab = { ja = \"ようこそ\", en = \"Welcome\" }",
        "tab = { ja = \"メインタブ\", en = \"Main\" }",
    );
    assert_ne!(old, text, "the fixture names its tab");
    std::fs::write(&game, old).unwrap();
    let zip = root.join("mydeck.zip");
    Test::new()
        .current_dir(&root)
        .args(&[
            "build",
            "mydeck",
            "--seed",
            "1",
            "-o",
            zip.to_str().unwrap(),
        ])
        .stdout_has("wrote ")
        .run();
    let (name, messages) = welcome_tab(&zip);
    assert_eq!(name, "ようこそ");
    assert!(
        messages[0].starts_with("mydeck のルームへようこそ。"),
        "{messages:?}"
    );
}
