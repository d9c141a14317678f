//! Turning components into images: builds each template's fields from the definition,
//! applies the user's art from `card-art/<game>/` (see `user_art`), renders, and stores the
//! image by content.

mod table;

use super::card_picture;
use super::jobs::{self, Job};
use super::render::{ImageFormat, Rendered, Renderer};
use super::template::{Context, IconUse, fill};
use super::user_art::{SlotArt, UserArt, fitted_png, svg_pixel_size};
use crate::definition::diagnostic::line_col;
use crate::definition::limits::MAX_DRAWN_CHARS;
use crate::definition::{CardItem, CardKind, DieDef, DieFaces, Game, Lang, Picture, PieceDef};
use crate::error::Error;
use crate::udonarium::ImageStore;
use crate::udonarium::archive::{MAX_IMAGE_BYTES, MAX_ROOM_IMAGE_BYTES};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Faces are drawn at twice their size on the table, so they stay sharp when players zoom in.
const CARD_SCALE: f32 = 1.0;
/// The table image is large and flat; half resolution keeps the room small.
const TABLE_SCALE: f32 = 0.5;
const CELL: f64 = 50.0;

/// Turns a game's components into images in one language, with the user's art: every
/// face rendered once and stored by content in `images`.
pub struct Art<'a> {
    game: &'a Game,
    lang: Lang,
    renderer: Renderer,
    /// The user's pictures for this game, checked.
    user_art: UserArt,
    /// Every image made so far, by content id: what the room zip stores.
    pub images: ImageStore,
    /// Rendered SVG source → image id: equal faces (copies of a card) render once.
    cache: HashMap<String, String>,
    /// Image id → the size its drawing has in pixels (a room's SVG claims less: see
    /// `render::write_svg`); what sheets and print lay pictures out by.
    drawn_sizes: HashMap<String, (u32, u32)>,
    /// A definition's picture file → image id.
    pictures: HashMap<PathBuf, String>,
    format: ImageFormat,
    /// While collecting, renders are only noted (with the template they came from, for
    /// errors) and answered with a placeholder; `render_pending` then renders them at once.
    collecting: bool,
    pending: Vec<(Job, PathBuf)>,
    pending_index: HashMap<String, usize>,
}

impl<'a> Art<'a> {
    /// Art for `game`: the built-in pictures, overridden by those under `art_root/<game>/`.
    /// Every art file that cannot be used is an error here, before anything is rendered.
    pub fn new(game: &'a Game, lang: Lang, art_root: Option<&Path>) -> Result<Self, Error> {
        let mut roots = vec![crate::files::builtin_art()];
        roots.extend(art_root.map(Path::to_path_buf));
        Ok(Art {
            game,
            lang,
            renderer: Renderer::new().with_images(game.template_images.clone()),
            user_art: UserArt::collect(game, &roots)?,
            images: ImageStore::default(),
            cache: HashMap::new(),
            drawn_sizes: HashMap::new(),
            pictures: HashMap::new(),
            format: ImageFormat::default(),
            collecting: false,
            pending: Vec::new(),
            pending_index: HashMap::new(),
        })
    }

    /// Renders faces as `format` (SVG by default).
    pub fn with_format(mut self, format: ImageFormat) -> Self {
        self.format = format;
        self
    }

    /// From now on, renders are noted, not done, and answered with placeholder ids: a first
    /// pass over the room finds every image, `render_pending` renders them on every core,
    /// and a second pass gets the real ids from the cache.
    pub fn collect_renders(&mut self) {
        self.collecting = true;
    }

    /// Renders everything noted since `collect_renders` (each distinct image once, in
    /// parallel) and stops collecting. The first failure in the room's order is reported,
    /// as a one-thread build would. `progress` is told of each image rendered.
    pub fn render_pending(&mut self, progress: &jobs::Progress) -> Result<(), Error> {
        self.collecting = false;
        self.pending_index.clear();
        let (jobs, paths): (Vec<Job>, Vec<PathBuf>) =
            std::mem::take(&mut self.pending).into_iter().unzip();
        let results = jobs::render_all(&self.renderer, &jobs, jobs::thread_count(), progress);
        for ((job, path), result) in jobs.into_iter().zip(paths).zip(results) {
            let rendered = result.map_err(|e| Error::CannotRender {
                file: path.clone(),
                problem: e,
            })?;
            self.store(&path, job, rendered)?;
        }
        Ok(())
    }

    /// The pixel size image `id` has or will have once rendered (a placeholder of
    /// `collect_renders`): known before anything is rendered.
    pub fn image_size(&self, id: &str) -> Option<(u32, u32)> {
        if let Some(n) = id.strip_prefix("pending-") {
            let (job, _) = self.pending.get(n.parse::<usize>().ok()?)?;
            return svg_pixel_size(&job.svg, f64::from(job.scale));
        }
        if let Some(&size) = self.drawn_sizes.get(id) {
            return Some(size);
        }
        let image = self.images.get(id)?;
        crate::picture::info(&image.bytes)
            .ok()
            .map(|i| (i.width, i.height))
    }

    fn base_context(&self) -> Context {
        let mut ctx = Context::default();
        if self.format == ImageFormat::LegacyPng {
            ctx.breaking = super::wrap::Breaking::Legacy;
        }
        ctx.set("game", self.game.title.get(self.lang));
        ctx.terms = self
            .game
            .glossary
            .iter()
            .map(|(id, term)| (id.clone(), term.get(self.lang).to_string()))
            .collect();
        for key in [
            "kind",
            "name",
            "flavour",
            "effect",
            "favour",
            "seat",
            "seat_short",
            "seat_mark",
            "seat_colour",
            "colour",
        ] {
            ctx.set(key, "");
        }
        ctx
    }

    fn seat_fields(&self, ctx: &mut Context, seat: Option<usize>) {
        if let Some(s) = seat.map(|i| &self.game.seats[i]) {
            ctx.set("seat", s.name.get(self.lang));
            ctx.set("seat_short", s.short.get(self.lang));
            ctx.set("seat_mark", s.mark.get(self.lang));
            ctx.set("seat_colour", &s.colour);
        }
    }

    fn icon_svg(&self, id: &str) -> String {
        let icon = self.game.icon(id).expect("icons are checked at load");
        self.game.files[&icon.file].clone()
    }

    /// The user's picture for the first of `names` that has one.
    fn user_image(&self, names: &[String]) -> Option<PathBuf> {
        self.user_art.find(names).map(Path::to_path_buf)
    }

    /// A user's picture replacing a whole image drawn from `template`: fitted to the pixel
    /// size that template is drawn at, so the card keeps its shape on the table.
    fn add_file(&mut self, path: &Path, template: &str) -> Result<String, Error> {
        let (width, height) =
            svg_pixel_size(&self.game.files[template], f64::from(CARD_SCALE)).unwrap_or((300, 420));
        let png = fitted_png(&self.game.origin, path, width, height)?;
        self.images
            .add(png, "png")
            .map_err(|e| Error::FittedTooLarge {
                file: path.into(),
                origin: None,
                width,
                height,
                bytes: e.bytes,
            })
    }

    /// A picture the definition names for a whole face or back (a spreadsheet's row), stored
    /// byte for byte when udonarium can take it as it is, less its metadata: hashing and
    /// storing is all a deck of ready pictures should cost. One of another shape, turned by its metadata, over the
    /// image limit or far larger than a card is ever shown is fitted to the kind's shape
    /// (`card_picture`).
    fn add_picture(&mut self, picture: &Picture, kind: &CardKind) -> Result<String, Error> {
        // The room is laid out in two passes (see `collect_renders`): read each file once.
        if let Some(id) = self.pictures.get(&picture.path) {
            return Ok(id.clone());
        }
        let id = self.store_picture(picture, kind)?;
        self.pictures.insert(picture.path.clone(), id.clone());
        Ok(id)
    }

    fn store_picture(&mut self, picture: &Picture, kind: &CardKind) -> Result<String, Error> {
        let file = || picture.path.clone();
        let origin = || Some(picture.origin.to_string());
        let (bytes, info) =
            crate::picture::read(&self.game.origin, &picture.path).map_err(|problem| {
                Error::PictureUnreadable {
                    file: file(),
                    origin: origin(),
                    problem,
                }
            })?;
        // Checked as the pictures come, so a deck of thousands is refused before it is all
        // in memory.
        if self.images.total_bytes() + bytes.len().min(MAX_IMAGE_BYTES) > MAX_ROOM_IMAGE_BYTES {
            return Err(Error::RoomImagesPassed {
                file: file(),
                origin: origin(),
                limit_mib: MAX_ROOM_IMAGE_BYTES / 1024 / 1024,
            });
        }
        // The room goes to every player: a picture stored as it is goes without its metadata
        // (a photo's EXIF holds where it was taken), its orientation read above. One whose
        // structure cannot be followed, or whose header then says otherwise (a file too
        // broken to draw), is re-encoded, which keeps none.
        let stripped = crate::picture::strip::metadata(&bytes, info.format)
            .ok()
            .filter(|stripped| card_picture::as_it_is(&info, stripped.len(), kind.aspect))
            .filter(|stripped| crate::picture::info(stripped) == Ok(info));
        if let Some(stripped) = stripped {
            return self.images.add(stripped, info.extension()).map_err(|e| {
                Error::PictureOverImageLimit {
                    file: file(),
                    origin: origin(),
                    bytes: e.bytes,
                }
            });
        }
        // Another shape, turned by its metadata, too large to store, or of a structure
        // `strip` does not follow: fitted to the card.
        let image = crate::picture::decode(&bytes).map_err(|problem| Error::PictureUnreadable {
            file: file(),
            origin: origin(),
            problem,
        })?;
        let photo = info.format == image::ImageFormat::Jpeg;
        let pad = card_picture::rgb(&kind.pad_colour);
        let fitted = card_picture::fit(&image, kind.aspect, kind.fit, pad, photo).map_err(|e| {
            Error::PictureUnencodable {
                file: file(),
                reason: e.to_string(),
            }
        })?;
        let (width, height) = (fitted.width, fitted.height);
        self.images
            .add(fitted.bytes, fitted.extension)
            .map_err(|e| Error::FittedTooLarge {
                file: file(),
                origin: origin(),
                width,
                height,
                bytes: e.bytes,
            })
    }

    fn render(&mut self, template: &str, ctx: &Context, scale: f32) -> Result<String, Error> {
        let path = self.game.template_file(template);
        let svg = self.fill_source(template, ctx)?;
        // A picture the template names is found from its folder among those the
        // definition read; the user's pictures are inlined as data URLs.
        let resources = Path::new(template).parent().map(Path::to_path_buf);
        self.render_source(svg, path, resources, scale)
    }

    /// The game's folder (where errors about its files point).
    pub(super) fn game_dir(&self) -> &Path {
        &self.game.dir
    }

    /// Renders `svg`, made from the file `path` (named in errors), once however often it is
    /// asked for; while collecting, only noted (see `collect_renders`).
    pub(super) fn render_source(
        &mut self,
        svg: String,
        path: PathBuf,
        resources: Option<PathBuf>,
        scale: f32,
    ) -> Result<String, Error> {
        let chars = super::template::drawn_chars(&svg);
        if chars > MAX_DRAWN_CHARS {
            return Err(Error::TooMuchTextToDraw {
                file: path,
                chars,
                limit: MAX_DRAWN_CHARS,
            });
        }
        if let Some(id) = self.cache.get(&svg) {
            return Ok(id.clone());
        }
        let job = Job {
            svg,
            scale,
            resources,
            format: self.format,
        };
        if self.collecting {
            let n = match self.pending_index.get(&job.svg) {
                Some(&n) => n,
                None => {
                    self.pending_index
                        .insert(job.svg.clone(), self.pending.len());
                    self.pending.push((job, path));
                    self.pending.len() - 1
                }
            };
            return Ok(format!("pending-{n}"));
        }
        let rendered = self
            .renderer
            .render(&job.svg, scale, job.resources.as_deref(), job.format)
            .map_err(|e| Error::CannotRender {
                file: path.clone(),
                problem: e,
            })?;
        self.store(&path, job, rendered)
    }

    fn store(&mut self, path: &Path, job: Job, rendered: Rendered) -> Result<String, Error> {
        let id = self
            .images
            .add(rendered.bytes, rendered.extension)
            .map_err(|e| Error::RenderedTooLarge {
                file: path.into(),
                bytes: e.bytes,
            })?;
        if let Some(size) = svg_pixel_size(&job.svg, f64::from(job.scale)) {
            self.drawn_sizes.insert(id.clone(), size);
        }
        self.cache.insert(job.svg, id.clone());
        Ok(id)
    }

    fn card_context(&self, kind: &CardKind, item: &CardItem, seat: Option<usize>) -> Context {
        let mut ctx = self.base_context();
        self.seat_fields(&mut ctx, seat);
        ctx.set("kind", kind.name.get(self.lang));
        ctx.set("colour", &kind.colour);
        ctx.set("name", self.card_name(item, seat));
        if let Some(t) = &item.flavour {
            ctx.set("flavour", t.get(self.lang));
        }
        if let Some(t) = &item.effect {
            ctx.set("effect", t.get(self.lang));
        }
        if let Some(t) = &item.favour {
            ctx.set("favour", t.get(self.lang));
        }
        // Icons in the definition's order, so every card lists them alike.
        ctx.icons = self
            .game
            .icons
            .iter()
            .map(|icon| IconUse {
                id: icon.id.clone(),
                svg: self.icon_svg(&icon.id),
                value: item.value(&icon.id),
            })
            .collect();
        for icon in &self.game.icons {
            ctx.set(
                &format!("value_{}", icon.id),
                item.value(&icon.id).to_string(),
            );
        }
        // A spreadsheet's columns, each as `{{HEADER}}` where no built-in field has the name.
        for (header, text) in &item.fields {
            if !ctx.fields.contains_key(header) {
                ctx.set(header, text.get(self.lang));
            }
        }
        ctx.field_list = item
            .fields
            .iter()
            .map(|(header, text)| (header.clone(), text.get(self.lang).to_string()))
            .collect();
        ctx.icon = item.icon.as_deref().map(|i| self.icon_svg(i));
        let big = item.icon.as_deref().and_then(|i| self.game.icon(i));
        ctx.set(
            "icon_colour",
            big.and_then(|i| i.colour.clone())
                .unwrap_or_else(|| kind.colour.clone()),
        );
        ctx.set("icon_label", big.map_or("", |i| i.label.get(self.lang)));
        for (n, end) in item.ends.iter().enumerate() {
            let icon = self.game.icon(&end.icon).expect("ends are checked at load");
            let key = format!("end{}", n + 1);
            ctx.set(&format!("{key}_points"), end.points.to_string());
            ctx.set(&format!("{key}_label"), icon.label.get(self.lang));
            ctx.set(
                &format!("{key}_colour"),
                icon.colour.as_deref().unwrap_or(&kind.colour),
            );
            ctx.named_icons
                .insert(format!("{key}_icon"), self.icon_svg(&end.icon));
        }
        ctx
    }

    /// The face of a card: the user's whole face if given, else the template with the
    /// user's art (if any) in its art slot.
    pub fn card_face(
        &mut self,
        kind: &CardKind,
        item: &CardItem,
        seat: Option<usize>,
    ) -> Result<String, Error> {
        let stem = format!("{}/{}", kind.id, item.id);
        if let Some(face) = self.user_image(&[format!("{stem}.face")]) {
            return self.add_file(&face, item.face.as_ref().unwrap_or(&kind.face));
        }
        if let Some(picture) = &item.picture {
            return self.add_picture(picture, kind);
        }
        let mut ctx = self.card_context(kind, item, seat);
        if let Some(art) = self.user_image(&[stem]) {
            ctx.art = Some(SlotArt::new(
                &self.game.origin,
                &art,
                f64::from(CARD_SCALE),
            )?);
        }
        self.render(item.face.as_ref().unwrap_or(&kind.face), &ctx, CARD_SCALE)
    }

    /// The filled template a card's face is drawn from, user art left out, for checks of its
    /// layout (where the name lies); `None` where the face is a picture, which has no layout
    /// of ours.
    #[cfg(test)]
    pub fn card_face_source(
        &self,
        kind: &CardKind,
        item: &CardItem,
        seat: Option<usize>,
    ) -> Result<Option<String>, Error> {
        if item.picture.is_some() {
            return Ok(None);
        }
        let ctx = self.card_context(kind, item, seat);
        self.fill_source(item.face.as_ref().unwrap_or(&kind.face), &ctx)
            .map(Some)
    }

    /// The filled template a card's back is drawn from, as `card_face_source`; `None` where
    /// the back is a picture.
    #[cfg(test)]
    pub fn card_back_source(
        &self,
        kind: &CardKind,
        item: &CardItem,
        seat: Option<usize>,
    ) -> Result<Option<String>, Error> {
        let names = [
            format!("{}/{}.back", kind.id, item.id),
            format!("{}/back", kind.id),
        ];
        if item.back_picture.is_some() || self.user_image(&names).is_some() {
            return Ok(None);
        }
        let ctx = self.card_context(kind, item, seat);
        self.fill_source(&kind.back, &ctx).map(Some)
    }

    /// The name a card's face shows, in the room's language (`{seat}` filled in).
    pub fn card_name(&self, item: &CardItem, seat: Option<usize>) -> String {
        let seat_name = seat
            .map(|i| self.game.seats[i].name.clone())
            .unwrap_or_default();
        item.name
            .fill("seat", &seat_name)
            .get(self.lang)
            .to_string()
    }

    fn fill_source(&self, template: &str, ctx: &Context) -> Result<String, Error> {
        let source = &self.game.files[template];
        fill(source, ctx).map_err(|e| {
            let (line, col) = line_col(source, e.offset);
            Error::Template {
                file: self.game.template_file(template),
                line,
                col,
                problem: e.problem,
            }
        })
    }

    /// A card's back image id (the kind's back, or the user's picture for it).
    pub fn card_back(
        &mut self,
        kind: &CardKind,
        item: &CardItem,
        seat: Option<usize>,
    ) -> Result<String, Error> {
        // A back of one card first: RITUAL's backs differ card by card (they show points).
        let names = [
            format!("{}/{}.back", kind.id, item.id),
            format!("{}/back", kind.id),
        ];
        if let Some(back) = self.user_image(&names[..1]) {
            return self.add_file(&back, &kind.back);
        }
        if let Some(picture) = &item.back_picture {
            return self.add_picture(picture, kind);
        }
        if let Some(back) = self.user_image(&names[1..]) {
            return self.add_file(&back, &kind.back);
        }
        let ctx = self.card_context(kind, item, seat);
        self.render(&kind.back, &ctx, CARD_SCALE)
    }

    /// A piece's image id, for a seat's piece with that seat's name and colour.
    pub fn piece(&mut self, piece: &PieceDef, seat: Option<usize>) -> Result<String, Error> {
        if let Some(image) = self.user_image(&[format!("pieces/{}", piece.id)]) {
            return self.add_file(&image, &piece.image);
        }
        let mut ctx = self.base_context();
        self.seat_fields(&mut ctx, seat);
        ctx.set("name", piece.name.get(self.lang));
        self.render(&piece.image, &ctx, CARD_SCALE)
    }

    /// Face `face` (0-based) of a die: for seat faces, that seat's; for number faces, the
    /// number `from + face` as `{{face}}`, with the die's icon.
    pub fn die_face(&mut self, die: &DieDef, face: usize) -> Result<String, Error> {
        let mut ctx = self.base_context();
        ctx.set("name", die.name.get(self.lang));
        match die.faces {
            DieFaces::Seats => {
                self.seat_fields(&mut ctx, Some(face));
                ctx.set("face", self.game.seats[face].short.get(self.lang));
            }
            DieFaces::Numbers { from, .. } => ctx.set("face", (from + face as i64).to_string()),
        }
        let icon = die.icon.as_deref().and_then(|i| self.game.icon(i));
        ctx.icon = die.icon.as_deref().map(|i| self.icon_svg(i));
        ctx.set(
            "icon_colour",
            icon.and_then(|i| i.colour.as_deref()).unwrap_or(""),
        );
        self.render(&die.image, &ctx, CARD_SCALE)
    }
}
