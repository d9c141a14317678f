//! The XML documents of a room: object aliases, typed attributes, stacks, tables and image
//! references, each finding naming the element by its path.

use super::{Document, Level, Report};
use crate::error::Message;
use crate::udonarium::Element;

/// Element tags the app registers as objects; any other is dropped with its contents.
const ALIASES: &[&str] = &[
    "room",
    "game-table",
    "table-mask",
    "terrain",
    "character",
    "card",
    "card-stack",
    "text-note",
    "dice-symbol",
    "data",
    "node",
    "chat-tab-list",
    "chat-tab",
    "chat",
    "chat-palette",
    "summary-setting",
    "jukebox",
    "sound-effect",
    "dice-bot",
    "PeerCursor",
    "TableSelecter",
];

/// Attributes each object reads with `JSON.parse` (their default is a number or boolean).
fn typed_attributes(tag: &str) -> &'static [&'static str] {
    match tag {
        "card" => &[
            "location.x",
            "location.y",
            "posZ",
            "state",
            "rotate",
            "zindex",
        ],
        "card-stack" => &[
            "location.x",
            "location.y",
            "posZ",
            "rotate",
            "zindex",
            "isShowTotal",
        ],
        "character" => &["location.x", "location.y", "posZ", "rotate", "roll"],
        "text-note" => &["location.x", "location.y", "posZ", "rotate", "zindex"],
        "dice-symbol" => &["location.x", "location.y", "posZ", "rotate"],
        "table-mask" => &["location.x", "location.y", "posZ", "isLock"],
        "terrain" => &[
            "location.x",
            "location.y",
            "posZ",
            "isLocked",
            "mode",
            "rotate",
        ],
        "game-table" => &["width", "height", "gridSize", "selected", "gridType"],
        _ => &[],
    }
}

/// Attributes the forks read with `JSON.parse` on any object.
const FORK_TYPED: &[&str] = &["isLock", "isLocked", "dispLockMark", "overViewWidth"];

/// Image identifiers the app resolves from its own built-in objects.
const BUILTIN_IMAGES: &[&str] = &[
    "testTableBackgroundImage_image",
    "testCharacter_1_image",
    "testCharacter_3_image",
    "testCharacter_4_image",
    "testCharacter_5_image",
    "testCharacter_6_image",
    "none_icon",
];

/// Objects that lie on the table and may be held privately.
const TABLETOP: &[&str] = &[
    "card",
    "card-stack",
    "character",
    "text-note",
    "dice-symbol",
    "terrain",
    "table-mask",
];

pub(super) fn check_documents(documents: &[Document], report: &mut Report) {
    let mut tables = Vec::new();
    let mut rooms = Vec::new();
    for doc in documents {
        let root = &doc.root;
        let place = format!("{}:{}", doc.name, root.tag);
        match root.tag.as_str() {
            "room" => {
                rooms.push(doc.name.as_str());
                report.count("room");
                check_attributes(root, &place, report);
                for (i, child) in root.children.iter().enumerate() {
                    let place = format!("{place}/{}[{i}]", child.tag);
                    check_element(child, &place, "room", report);
                }
            }
            "chat-tab-list" | "summary-setting" => {
                report.count(&root.tag);
                walk_children(root, &place, report);
            }
            tag if ALIASES.contains(&tag) => check_element(root, &place, "", report),
            tag => report.add(
                Level::Warning,
                &doc.name,
                "document.unknown",
                Message::new(
                    format!("<{tag}> is not an object the app knows: the file is ignored"),
                    format!("<{tag}> は udonarium の知らないオブジェクトです。このファイルは無視されます"),
                ),
            ),
        }
        collect_tables(root, &mut tables);
        check_image_refs(root, &doc.name, report);
    }
    if rooms.len() > 1 {
        let (count, names) = (rooms.len(), rooms.join(", "));
        report.add(
            Level::Error,
            "room",
            "room.several",
            Message::new(
                format!(
                    "{count} room documents ({names}): the app loads them in the zip's order, each replacing the room before it, so only the last one's is left"
                ),
                format!(
                    "部屋のデータが {count} つあります（{names}）。udonarium は ZIP の順に読み込み、そのたびに前の部屋を置き換えるので、残るのは最後のものだけです"
                ),
            ),
        );
    }
    if !rooms.is_empty() {
        let selected = tables
            .iter()
            .filter(|t| t.get("selected") == Some("true"))
            .count();
        if tables.is_empty() {
            report.add(
                Level::Warning,
                "room",
                "room.no-table",
                Message::new(
                    "the room has no game-table",
                    "部屋にテーブル（game-table）がありません",
                ),
            );
        } else if selected > 1 {
            report.add(
                Level::Warning,
                "room",
                "room.several-tables-selected",
                Message::new(
                    format!("{selected} game-tables are selected=\"true\"; the app shows one"),
                    format!(
                        "selected=\"true\" のテーブルが {selected} つあります。udonarium が表示するのは一つだけです"
                    ),
                ),
            );
        }
    }
}

fn collect_tables<'a>(el: &'a Element, tables: &mut Vec<&'a Element>) {
    if el.tag == "game-table" {
        tables.push(el);
    }
    for child in &el.children {
        collect_tables(child, tables);
    }
}

/// Typed attributes: a value that is not JSON aborts the load.
fn check_attributes(el: &Element, place: &str, report: &mut Report) {
    for (name, value) in &el.attrs {
        let typed = typed_attributes(&el.tag).contains(&name.as_str());
        let fork = FORK_TYPED.contains(&name.as_str());
        if (typed || fork) && serde_json::from_str::<serde_json::Value>(value).is_err() {
            let (who, whom) = if typed {
                ("the app", "udonarium")
            } else {
                ("the forks that read it", "この属性を読むフォーク")
            };
            report.add(
                Level::Error,
                place,
                "attribute.not-json",
                Message::new(
                    format!(
                        "{name}=\"{value}\" is not valid JSON: {who} throw here and the rest of the load is lost"
                    ),
                    format!(
                        "{name}=\"{value}\" は正しい JSON ではありません。{whom}はここで例外を出し、残りの読み込みが失われます"
                    ),
                ),
            );
        }
    }
}

fn check_element(el: &Element, place: &str, parent: &str, report: &mut Report) {
    let tag = el.tag.as_str();
    if !ALIASES.contains(&tag) {
        report.add(
            Level::Error,
            place,
            "object.unknown",
            Message::new(
                format!(
                    "<{tag}> is not an object the app knows: it is dropped with everything inside it"
                ),
                format!("<{tag}> は udonarium の知らないオブジェクトです。中身ごと捨てられます"),
            ),
        );
        return;
    }
    check_attributes(el, place, report);
    if TABLETOP.contains(&tag) {
        report.count(tag);
        if el.get("owner").is_some_and(|o| !o.is_empty()) {
            report.add(
                Level::Warning,
                place,
                "object.owner-set",
                Message::new(
                    "owner is set: it is a player's session id, and in a new session nobody holds it",
                    "owner が設定されています。これは参加者のセッションの ID で、新しいセッションでは誰のものでもありません",
                ),
            );
        }
    }
    match tag {
        "table-mask" | "terrain" if parent != "game-table" => report.add(
            Level::Error,
            place,
            "object.outside-table",
            Message::new(
                format!("<{tag}> outside a <game-table> is never shown"),
                format!("<game-table> の外の <{tag}> は表示されません"),
            ),
        ),
        "game-table" => report.count(tag),
        "card" => {
            report.count(if parent == "card-stack" {
                "card.in-stack"
            } else {
                "card.loose"
            });
            check_card_faces(el, place, report);
        }
        "card-stack" => return check_stack(el, place, report),
        // The palette window reads `character.chatPalette` without a null check
        // (`chat-palette.component.ts`: `toggleEditMode`, `sendChat`); the app gives every
        // character it makes one, and its own saves keep it.
        "character" if el.children_tagged("chat-palette").next().is_none() => report.add(
            Level::Warning,
            place,
            "character.no-palette",
            Message::new(
                "the character has no <chat-palette>: its チャットパレットを表示 window throws on 編集 or on sending a line",
                "キャラクターに <chat-palette> がありません。「チャットパレットを表示」のウィンドウで「編集」や送信をすると例外になります",
            ),
        ),
        _ => {}
    }
    walk_children(el, place, report);
}

fn walk_children(el: &Element, place: &str, report: &mut Report) {
    for (i, child) in el.children.iter().enumerate() {
        let place = format!("{place}/{}[{i}]", child.tag);
        check_element(child, &place, &el.tag, report);
    }
}

/// A card shows its `image/front` or `image/back` data; without them it is blank.
fn check_card_faces(el: &Element, place: &str, report: &mut Report) {
    let image = el
        .children
        .iter()
        .find(|c| c.tag == "data" && c.get("name") == Some("card"))
        .and_then(|root| {
            root.children
                .iter()
                .find(|c| c.tag == "data" && c.get("name") == Some("image"))
        });
    for face in ["front", "back"] {
        let found = image.is_some_and(|i| {
            i.children
                .iter()
                .any(|c| c.get("name") == Some(face) && c.get("type") == Some("image"))
        });
        if !found {
            report.add(
                Level::Error,
                place,
                "card.no-face-image",
                Message::new(
                    format!("the card has no image/{face} of type image: that side shows blank"),
                    format!(
                        "カードに type が image の image/{face} がありません。その面には何も表示されません"
                    ),
                ),
            );
        }
    }
}

/// A stack's cards are the `card` children of its `<node name="cardRoot">`; a card anywhere
/// else inside the stack is not one of its cards.
fn check_stack(el: &Element, place: &str, report: &mut Report) {
    let mut roots = 0;
    for (i, child) in el.children.iter().enumerate() {
        let child_place = format!("{place}/{}[{i}]", child.tag);
        if child.tag == "node" && child.get("name") == Some("cardRoot") {
            roots += 1;
            for (j, card) in child.children.iter().enumerate() {
                let card_place = format!("{child_place}/{}[{j}]", card.tag);
                if card.tag == "card" {
                    check_element(card, &card_place, "card-stack", report);
                } else {
                    let tag = &card.tag;
                    report.add(
                        Level::Error,
                        &card_place,
                        "stack.not-a-card",
                        Message::new(
                            format!("<{tag}> in a cardRoot: only cards belong there"),
                            format!(
                                "cardRoot の中に <{tag}> があります。入れられるのはカードだけです"
                            ),
                        ),
                    );
                }
            }
        } else if child.tag == "card" {
            report.add(
                Level::Error,
                &child_place,
                "stack.card-outside-root",
                Message::new(
                    "a card inside a card-stack but outside its cardRoot: it is not in the stack",
                    "card-stack の中で cardRoot の外にあるカードです。山札には入っていません",
                ),
            );
        } else {
            check_element(child, &child_place, "card-stack", report);
        }
    }
    if roots == 0 {
        report.add(
            Level::Error,
            place,
            "stack.no-root",
            Message::new(
                "the card-stack has no <node name=\"cardRoot\">: it holds no cards",
                "card-stack に <node name=\"cardRoot\"> がありません。カードを一枚も持てません",
            ),
        );
    }
}

/// Every image reference must resolve: to an image in the zip (by SHA-256), a built-in
/// identifier, or a URL with an image extension.
fn check_image_refs(root: &Element, doc: &str, report: &mut Report) {
    let mut refs = Vec::new();
    collect_refs(root, &mut refs);
    for id in refs {
        // An empty value, and the app's own placeholder `imageIdentifier` (written in every
        // export, e.g. backgroundImageIdentifier), mean "no image".
        if id.is_empty() || id == "null" || id == "imageIdentifier" {
            continue;
        }
        let trimmed = id.trim();
        if trimmed.is_empty() {
            report.add(
                Level::Warning,
                doc,
                "image.blank-id",
                Message::new(
                    "an image id of only whitespace resolves to no image: it shows broken",
                    "空白だけの画像 ID はどの画像も指さないので、壊れて表示されます",
                ),
            );
            continue;
        }
        if report.images.contains_key(trimmed) || BUILTIN_IMAGES.contains(&trimmed) {
            continue;
        }
        let shown: String = trimmed.chars().take(80).collect();
        let ext = trimmed
            .rsplit(['.', '/'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        let image_ext = matches!(
            ext.as_str(),
            "png" | "apng" | "jpg" | "jpeg" | "gif" | "webp" | "svg" | "bmp" | "avif" | "ico"
        );
        if image_ext {
            let url = ["./assets/", "assets/", "http://", "https://"]
                .iter()
                .any(|p| trimmed.starts_with(p));
            if url {
                report.count("image.url-refs");
            } else {
                report.add(
                    Level::Warning,
                    doc,
                    "image.file-name",
                    Message::new(
                        format!("image `{shown}` is a file name, not the SHA-256 of an image in the zip: it shows broken"),
                        format!("画像 `{shown}` はファイル名で、ZIP の中の画像の SHA-256 ではありません。壊れて表示されます"),
                    ),
                );
            }
            continue;
        }
        report.add(
            Level::Warning,
            doc,
            "image.missing",
            Message::new(
                format!("image `{shown}` is referred to but not in the zip: it shows broken"),
                format!("画像 `{shown}` は使われていますが ZIP にありません。壊れて表示されます"),
            ),
        );
    }
}

fn collect_refs<'a>(el: &'a Element, refs: &mut Vec<&'a str>) {
    if el.tag == "data" && el.get("type") == Some("image") {
        refs.push(&el.text);
    }
    for name in ["imageIdentifier", "backgroundImageIdentifier"] {
        if let Some(v) = el.get(name) {
            refs.push(v);
        }
    }
    for child in &el.children {
        collect_refs(child, refs);
    }
}
