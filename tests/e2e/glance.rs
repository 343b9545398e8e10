//! Issue 18, "at the table in one glance": on every board screenshot, at scroll-top in the
//! 390 × 844 window, the glance header and the current question's main button are both in view
//! (`glance/at_a_glance.js` says what is not). The boards in the light theme and each glance
//! header alone are screenshots of their own.

use crate::harness::App;
use std::time::Duration;

const AT_A_GLANCE: &str = include_str!("glance/at_a_glance.js");

impl App {
    /// Fails with what a player would have to scroll for on this board at scroll-top.
    pub async fn at_a_glance(&self, screen: &str) {
        let ret = self
            .driver
            .execute(AT_A_GLANCE, vec![])
            .await
            .expect("at a glance");
        let problems: Vec<String> = serde_json::from_value(ret.json().clone()).expect("problems");
        assert!(
            problems.is_empty(),
            "{screen} is not readable at a glance at scroll-top:\n  {}",
            problems.join("\n  ")
        );
    }

    /// Scrolls the page to its top, as a player opening the screen sees it.
    pub async fn scroll_top(&self) {
        self.driver
            .execute("window.scrollTo(0, 0)", vec![])
            .await
            .expect("scroll to top");
    }

    /// A board's screenshot: checked at a glance first (the scroll is left where it was), then
    /// checked for accessibility and shot as `shot` does.
    pub async fn board_shot(&self, name: &str) {
        tokio::time::sleep(Duration::from_millis(300)).await;
        self.at_a_glance(name).await;
        self.shot(name).await;
    }

    /// The board in the light theme (checked at a glance too), the theme put back after.
    pub async fn light_shot(&self, name: &str) {
        let was = self
            .driver
            .execute(
                "const r = document.documentElement; const was = r.dataset.theme ?? ''; \
                 r.dataset.theme = 'light'; window.scrollTo(0, 0); return was",
                vec![],
            )
            .await
            .expect("light theme");
        self.board_shot(name).await;
        self.driver
            .execute(
                "document.documentElement.dataset.theme = arguments[0]",
                vec![was.json().clone()],
            )
            .await
            .expect("theme back");
    }

    /// The glance header at scroll-top, under the top bar that names the game: its own picture,
    /// cut from the window's screenshot (checked as a board's is).
    pub async fn glance_shot(&self, name: &str) {
        self.scroll_top().await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        self.at_a_glance(name).await;
        self.a11y(name).await;
        let bottom = self
            .driver
            .execute(
                "return Math.ceil(document.querySelector('[data-testid=glance]').getBoundingClientRect().bottom * devicePixelRatio)",
                vec![],
            )
            .await
            .expect("the glance header's place")
            .json()
            .as_u64()
            .expect("a number of pixels");
        let window = self.driver.screenshot_as_png().await.expect("screenshot");
        let header = crop_rows(&window, u32::try_from(bottom).unwrap_or(u32::MAX));
        std::fs::write(self.shots.join(format!("{name}.png")), header)
            .expect("write the glance header");
    }
}

/// The first `rows` rows of a PNG, as a PNG of the same kind.
fn crop_rows(png_bytes: &[u8], rows: u32) -> Vec<u8> {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("a PNG screenshot");
    let mut buf = vec![0; reader.output_buffer_size().expect("its size")];
    let frame = reader.next_frame(&mut buf).expect("its pixels");
    let height = rows.min(frame.height);
    let line = frame.line_size;
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, frame.width, height);
        encoder.set_color(frame.color_type);
        encoder.set_depth(frame.bit_depth);
        let mut writer = encoder.write_header().expect("a PNG header");
        writer
            .write_image_data(&buf[..line * height as usize])
            .expect("the cut pixels");
    }
    out
}
