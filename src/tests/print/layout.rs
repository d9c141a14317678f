//! The layout model alone: sheets, duplex order, bands, tiles and the options, on paper
//! sizes worked by hand.

use crate::print::layout::*;

fn card(front: usize, back: usize) -> Item {
    Item {
        front,
        back: Some(back),
        window: None,
        width: 63.0,
        height: 88.2,
        kind: ItemKind::Card,
        label: "c".into(),
    }
}

fn piece(front: usize, width: f64) -> Item {
    Item {
        front,
        back: None,
        window: None,
        width,
        height: width,
        kind: ItemKind::Piece,
        label: "p".into(),
    }
}

fn cards(n: usize) -> Vec<Item> {
    (0..n).map(|i| card(i, 1000 + i)).collect()
}

/// Every mark and every picture with its bleed at least `EDGE_MM` from the paper's edge.
fn within_the_edge(page: &Page, paper: Paper) {
    let (w, h) = paper.size();
    let inside = |(x, y): (f64, f64)| {
        x >= EDGE_MM - 1e-9
            && y >= EDGE_MM - 1e-9
            && x <= w - EDGE_MM + 1e-9
            && y <= h - EDGE_MM + 1e-9
    };
    for mark in &page.marks {
        assert!(
            inside(mark.from) && inside(mark.to),
            "{mark:?} on {paper:?}"
        );
        let length = (mark.from.0 - mark.to.0).hypot(mark.from.1 - mark.to.1);
        assert!(length >= MIN_MARK_MM - 1e-9, "{mark:?}");
    }
    for p in &page.placements {
        let r = p.cut.grown(p.bleed);
        assert!(
            inside((r.x, r.y)) && inside((r.x + r.width, r.y + r.height)),
            "{p:?}"
        );
    }
}

/// Nine poker cards a sheet on A4 and on Letter: touching, so 4 cut lines each way (8
/// cuts), centred, every mark at least 6 mm from the edge; the backs behind the fronts.
#[test]
fn nine_poker_cards_fill_a_sheet_of_a4_or_letter_and_their_backs_mirror_them() {
    for paper in [Paper::A4, Paper::Letter] {
        let (w, h) = paper.size();
        let items = cards(10);
        let pages = lay_out(&items, &Sheet::new(paper), 1);
        let kinds: Vec<&PageKind> = pages.iter().map(|p| &p.kind).collect();
        assert_eq!(
            kinds,
            [
                &PageKind::Cover,
                &PageKind::Blank,
                &PageKind::Fronts,
                &PageKind::Backs,
                &PageKind::Fronts,
                &PageKind::Backs
            ],
            "{paper:?}"
        );
        let (fronts, backs) = (&pages[2], &pages[3]);
        assert_eq!(fronts.placements.len(), 9, "{paper:?}");
        for (f, b) in fronts.placements.iter().zip(&backs.placements) {
            assert_eq!(b.picture, f.picture + 1000);
            // The back lies where the front does once the sheet turns over its long edge.
            assert!((b.cut.x - (w - f.cut.x - 63.0)).abs() < 1e-9);
            assert_eq!(b.cut.y, f.cut.y);
            assert_eq!((f.cut.width, f.cut.height), (63.0, 88.2));
        }
        // Touching: the second card starts where the first ends.
        let first = fronts.placements[0].cut;
        assert!((fronts.placements[1].cut.x - (first.x + 63.0)).abs() < 1e-9);
        assert!((fronts.placements[3].cut.y - (first.y + 88.2)).abs() < 1e-9);
        // Centred: as much paper left of the sheet as right of it, above as below.
        let last = fronts.placements[8].cut;
        assert!((first.x - (w - last.x - last.width)).abs() < 1e-9);
        assert!((first.y - (h - last.y - last.height)).abs() < 1e-9);
        // A mark at each end of 4 cut lines across and 4 down.
        assert_eq!(fronts.marks.len(), 2 * 4 + 2 * 4);
        for page in &pages {
            within_the_edge(page, paper);
        }
        // A bleed runs past the outer cut lines: 3 mm where the margin has room (above
        // the sheet on A4, beside it on Letter, whose 7.4 mm above and below are all
        // the marks').
        let first = fronts.placements[0].bleed;
        match paper {
            Paper::A4 => assert_eq!((first.top, first.left), (BLEED_MM, 2.0)),
            Paper::Letter => assert_eq!((first.top, first.left), (0.0, BLEED_MM)),
        }
        // The lone tenth card is centred on its sheet.
        assert_eq!(pages[4].placements.len(), 1);
        assert!((pages[4].placements[0].cut.x - (w - 63.0) / 2.0).abs() < 1e-9);
    }
}

/// With gutters each card keeps its own bleed all round: six to an A4 sheet at 3 mm.
#[test]
fn gutters_part_the_cards_by_two_bleeds() {
    let sheet = Sheet {
        gutters: true,
        ..Sheet::new(Paper::A4)
    };
    let pages = lay_out(&cards(6), &sheet, 1);
    let fronts = &pages[2];
    assert_eq!(fronts.placements.len(), 6);
    let (a, b) = (fronts.placements[0].cut, fronts.placements[1].cut);
    assert!((b.x - (a.x + 63.0 + 2.0 * BLEED_MM)).abs() < 1e-9);
    // Each card's two cut lines get marks of their own: 4 across, 6 down.
    assert_eq!(fronts.marks.len(), 2 * 4 + 2 * 6);
    within_the_edge(fronts, Paper::A4);
}

/// The bleed asked for is the bleed drawn, past the sheet's outer cut lines (touching
/// cards need none between them), or all round each card with gutters; 0 leaves none.
#[test]
fn the_bleed_is_the_one_asked_for() {
    for bleed in [0.0, 1.5, 3.0, 5.0] {
        let touching = Sheet {
            bleed,
            ..Sheet::new(Paper::A4)
        };
        let pages = lay_out(&cards(8), &touching, 1);
        let fronts = &pages[2].placements;
        assert_eq!(
            fronts[4].bleed,
            Sides::default(),
            "the middle card touches all round"
        );
        assert_eq!(fronts[1].bleed.top, bleed, "A4 has room above the sheet");
        // The cards beside and above the empty ninth place bleed into it.
        assert_eq!(
            (fronts[5].bleed.bottom, fronts[7].bleed.right),
            (bleed, bleed)
        );
        within_the_edge(&pages[2], Paper::A4);
        let apart = Sheet {
            gutters: true,
            ..touching
        };
        let pages = lay_out(&cards(9), &apart, 1);
        let placed = &pages[2].placements;
        let columns = placed.iter().filter(|p| p.cut.y == placed[0].cut.y).count();
        // The second row's first card has a bleed all round but on its left, where the
        // margin decides.
        let middle = placed[columns].bleed;
        assert_eq!(
            (middle.top, middle.right, middle.bottom),
            (bleed, bleed, bleed)
        );
        within_the_edge(&pages[2], Paper::A4);
    }
}

/// A whole-file double-sided print is right: the cover's back is blank, every page of
/// fronts is odd with its backs after it, and what has no back is followed by a blank page.
/// Fronts only: no backs, no blank page.
#[test]
fn the_file_is_ordered_for_a_whole_file_double_sided_print() {
    let mut items = cards(12);
    items.extend((0..30).map(|n| piece(2000 + n, 21.0)));
    items.push(Item {
        kind: ItemKind::Table,
        ..piece(3000, 400.0)
    });
    let pages = lay_out(&items, &Sheet::new(Paper::A4), 1);
    for (n, page) in pages.iter().enumerate() {
        let number = n + 1;
        match page.kind {
            PageKind::Fronts => {
                assert_eq!(number % 2, 1, "fronts on page {number}");
                assert_eq!(pages[n + 1].kind, PageKind::Backs);
            }
            PageKind::Single | PageKind::Tile { .. } | PageKind::Cover => {
                assert_eq!(number % 2, 1, "{:?} on page {number}", page.kind);
                assert_eq!(pages[n + 1].kind, PageKind::Blank);
            }
            PageKind::Backs | PageKind::Blank => assert_eq!(number % 2, 0),
            PageKind::Calibration { .. } => unreachable!(),
        }
    }
    let alone = lay_out(
        &items,
        &Sheet {
            fronts_only: true,
            ..Sheet::new(Paper::A4)
        },
        1,
    );
    assert!(
        alone
            .iter()
            .all(|p| !matches!(p.kind, PageKind::Backs | PageKind::Blank))
    );
    assert_eq!(
        alone.len(),
        1 + 2 + 1 + 6,
        "cover, 2 fronts, pieces, 6 tiles"
    );
}

/// The back offset moves every back and its marks, and nothing else.
#[test]
fn the_back_offset_moves_the_backs_alone() {
    let plain = lay_out(&cards(9), &Sheet::new(Paper::A4), 1);
    let moved = lay_out(
        &cards(9),
        &Sheet {
            back_offset: (1.5, -0.5),
            ..Sheet::new(Paper::A4)
        },
        1,
    );
    assert_eq!(plain[2], moved[2], "the fronts stay");
    for (a, b) in plain[3].placements.iter().zip(&moved[3].placements) {
        assert!((b.cut.x - a.cut.x - 1.5).abs() < 1e-9);
        assert!((b.cut.y - a.cut.y + 0.5).abs() < 1e-9);
    }
    for (a, b) in plain[3].marks.iter().zip(&moved[3].marks) {
        assert!((b.from.0 - a.from.0 - 1.5).abs() < 1e-9);
    }
}

/// The calibration sheet: one card at 100 % with its marks and a 50 mm bar, its back
/// behind it, before the rest.
#[test]
fn the_calibration_sheet_is_one_card_and_a_fifty_millimetre_bar() {
    let sheet = Sheet {
        calibration: true,
        ..Sheet::new(Paper::Letter)
    };
    let pages = lay_out(&cards(3), &sheet, 1);
    assert_eq!(pages[2].kind, PageKind::Calibration { back: false });
    assert_eq!(pages[3].kind, PageKind::Calibration { back: true });
    assert_eq!(pages[4].kind, PageKind::Fronts);
    let front = &pages[2];
    assert_eq!(front.placements.len(), 1);
    assert_eq!(
        (
            front.placements[0].cut.width,
            front.placements[0].cut.height
        ),
        (63.0, 88.2)
    );
    assert_eq!(pages[3].placements[0].picture, 1000, "the card's back");
    let bar: Vec<&Line> = front
        .marks
        .iter()
        .filter(|m| m.from.1 == m.to.1 && (m.to.0 - m.from.0 - 50.0).abs() < 1e-9)
        .collect();
    assert_eq!(bar.len(), 1, "{:?}", front.marks);
    within_the_edge(front, Paper::Letter);
}

/// Pieces of two sizes share a page in bands, room for both bands' marks between.
#[test]
fn pieces_of_two_sizes_share_a_page_in_bands_apart() {
    // Twelve 21 mm pieces (one row of 9 and one of 3) and three of 42 mm.
    let mut items: Vec<Item> = (0..12).map(|n| piece(n, 21.0)).collect();
    items.extend((12..15).map(|n| piece(n, 42.0)));
    let pages = lay_out(&items, &Sheet::new(Paper::A4), 1);
    assert_eq!(
        pages.len(),
        4,
        "the cover, its back, one page of bands, its back"
    );
    let page = &pages[2];
    assert_eq!(page.kind, PageKind::Single);
    assert_eq!(page.placements.len(), 15);
    let (small, large) = page.placements.split_at(12);
    // A band's rows touch; the next band starts below the room for both bands' marks.
    assert!((small[9].cut.y - small[0].cut.y - 21.0).abs() < 1e-9);
    let band_bottom = small[9].cut.y + 21.0;
    assert!((large[0].cut.y - band_bottom - 2.0 * BLEED_MM - BAND_GAP_MM).abs() < 1e-9);
    // No mark crosses a picture (with its bleed).
    for mark in &page.marks {
        for p in &page.placements {
            let r = p.cut.grown(p.bleed);
            let inside = |(x, y): (f64, f64)| {
                x > r.x + 1e-9
                    && x < r.x + r.width - 1e-9
                    && y > r.y + 1e-9
                    && y < r.y + r.height - 1e-9
            };
            assert!(
                !inside(mark.from) && !inside(mark.to),
                "{mark:?} over {p:?}"
            );
        }
    }
    within_the_edge(page, Paper::A4);
}

#[test]
fn a_table_larger_than_the_paper_is_tiled_with_overlaps() {
    let table = Item {
        kind: ItemKind::Table,
        ..piece(0, 400.0)
    };
    let table = Item {
        height: 300.0,
        ..table
    };
    let pages = lay_out(std::slice::from_ref(&table), &Sheet::new(Paper::A4), 1);
    // Tiles 189 × 276 mm inside the marks' margin, 10 mm shared: 3 columns, 2 rows, each
    // followed by its blank back.
    let tiles: Vec<&Page> = pages
        .iter()
        .filter(|p| matches!(p.kind, PageKind::Tile { .. }))
        .collect();
    assert_eq!(tiles.len(), 6);
    let last = tiles[5];
    let area = 6.0 + MARK_GAP_MM + MARK_MM;
    assert!(
        (last.placements[0].cut.x - (area - 2.0 * (210.0 - 2.0 * area - OVERLAP_MM))).abs() < 1e-9
    );
    assert!(
        last.marks.is_empty(),
        "the last tile has no neighbour after it"
    );
    for page in &pages {
        for mark in &page.marks {
            assert!(mark.from.0.min(mark.to.0) >= EDGE_MM && mark.from.1.min(mark.to.1) >= EDGE_MM);
        }
    }
}
