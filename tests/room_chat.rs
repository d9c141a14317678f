//! What the chat shows when a room is opened (#41). A room's chat is a `<chat-tab-list>`, as
//! udonarium saves a room's: the app (and lily, Fly) replaces its own tabs with it, their
//! stock tutorial too, so the welcome is the first lines of the first tab, 「メインタブ」, and
//! udonarium's 「サブタブ」 follows. The chat window, still on the tab it opened with, asks
//! players to pick a tab again (「※チャットタブの内容が更新されました…」), the first one
//! showing its unread count (seen in udonarium 1.17.3 with udon-view). A lone `<chat-tab>`,
//! the other thing a room can send, is added after the app's tabs while the window keeps
//! showing the tutorial: players missed the welcome there.

use crate::common::*;
use crate::room_view::entry_text;
use udonforge::udonarium::Element;
use udonforge::udonarium::xml::read_document;

/// The chat document's tabs: each one's name and its messages' texts.
fn tabs(zip: &std::path::Path) -> Vec<(String, Vec<String>)> {
    let list: Element = read_document(entry_text(zip, "chat.xml").as_bytes()).unwrap();
    assert_eq!(list.tag, "chat-tab-list", "chat.xml's root");
    list.children
        .iter()
        .map(|tab| {
            assert_eq!(tab.tag, "chat-tab");
            let messages = tab
                .children
                .iter()
                .filter(|c| c.tag == "chat")
                .map(|c| c.text.clone())
                .collect();
            (tab.get("name").unwrap_or_default().to_string(), messages)
        })
        .collect()
}

#[test]
fn every_built_in_rooms_welcome_is_the_first_tabs_first_lines() {
    let dir = scratch("room-chat");
    for game in built_in_games() {
        let id = game.file_name().unwrap().to_str().unwrap().to_string();
        let toml: toml::Table =
            toml::from_str(&std::fs::read_to_string(game.join("game.toml")).unwrap()).unwrap();
        for lang in ["ja", "en"] {
            let zip = build_room(&dir.join(&id).join(lang), &id, &["--lang", lang]);
            let tabs = tabs(&zip);
            let names: Vec<&str> = tabs.iter().map(|(n, _)| n.as_str()).collect();
            let main = toml["chat"]["tab"][lang].as_str().unwrap();
            let sub = if lang == "ja" {
                "サブタブ"
            } else {
                "Sub tab"
            };
            assert_eq!(names, [main, sub], "{id} {lang}");
            assert!(
                tabs[1].1.is_empty(),
                "{id} {lang}: サブタブ holds {:?}",
                tabs[1].1
            );
            // The welcome's first line opens the first tab's one message.
            let welcome = toml["chat"]["welcome"][lang].as_str().unwrap();
            let first = welcome.lines().next().unwrap();
            let messages = &tabs[0].1;
            assert_eq!(messages.len(), 1, "{id} {lang}: {messages:?}");
            let shown = messages[0].replace("&quot;", "\"");
            assert!(
                first.contains("{{") || shown.starts_with(first),
                "{id} {lang}: {shown:?}"
            );
        }
    }
}

/// A game naming its tab after udonarium's second one gets the first one's name: two tabs
/// of one name would leave players guessing which the welcome is in.
#[test]
fn a_user_game_naming_the_apps_sub_tab_gets_the_main_tab() {
    let root = scratch("room-chat-user");
    let templates = root.join("templates");
    copy_dir(
        &repo().join("tests/fixtures/tutorial/templates/mydeck"),
        &templates.join("mydeck"),
    );
    let game = templates.join("mydeck/game.toml");
    let text = std::fs::read_to_string(&game).unwrap();
    let sub = text.replace(
        "tab = { ja = \"メインタブ\", en = \"Main tab\" }",
        "tab = { ja = \"サブタブ\", en = \"Sub\" }",
    );
    assert_ne!(sub, text, "the fixture names its tab");
    std::fs::write(&game, sub).unwrap();
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
    let tabs = tabs(&zip);
    assert_eq!(tabs[0].0, "メインタブ");
    assert_eq!(tabs[1].0, "サブタブ");
    assert!(
        tabs[0].1[0].starts_with("mydeck のルームへようこそ。"),
        "{:?}",
        tabs[0].1
    );
}
