//! The one compression every stream of the PDF is written with.

/// Deflated with a fixed level: the same bytes on every machine.
pub(super) fn compress(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(6));
    encoder.write_all(bytes).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}
