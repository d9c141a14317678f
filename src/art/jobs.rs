//! Rendering many images on every core. Each job's result lands at the job's own index, so
//! the output does not depend on which thread rendered what, or on how many there were.

use super::render::{ImageFormat, Rendered, Renderer};
use crate::error::RenderProblem;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Forces the number of render threads (`1` renders everything on the calling thread);
/// without it, one thread per core.
pub const THREADS_ENV: &str = "UDONFORGE_THREADS";

/// One image to render: a filled template and how to render it.
#[derive(Debug, Clone)]
pub struct Job {
    pub svg: String,
    pub scale: f32,
    pub resources: Option<PathBuf>,
    pub format: ImageFormat,
}

/// How many threads to render with: the environment's choice, else the machine's cores.
pub fn thread_count() -> usize {
    std::env::var(THREADS_ENV)
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Who wants to know how far rendering is: told (images done, images in all) after each
/// image, from the render threads. The library only counts; the command line decides
/// whether and how to show it.
#[derive(Clone, Default)]
pub struct Progress(Option<Arc<dyn Fn(usize, usize) + Send + Sync>>);

impl Progress {
    pub fn new(report: impl Fn(usize, usize) + Send + Sync + 'static) -> Self {
        Progress(Some(Arc::new(report)))
    }

    /// Nobody listens.
    pub fn none() -> Self {
        Progress(None)
    }

    fn tell(&self, done: usize, total: usize) {
        if let Some(report) = &self.0 {
            report(done, total);
        }
    }
}

impl std::fmt::Debug for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "Progress(listened)"
        } else {
            "Progress(none)"
        })
    }
}

/// Renders every job with up to `threads` threads; results are in job order. `progress` is
/// told of every image done (the count only: which thread finished which job varies).
pub fn render_all(
    renderer: &Renderer,
    jobs: &[Job],
    threads: usize,
    progress: &Progress,
) -> Vec<Result<Rendered, RenderProblem>> {
    let finished = AtomicUsize::new(0);
    let run = |job: &Job| {
        let result = renderer.render(&job.svg, job.scale, job.resources.as_deref(), job.format);
        progress.tell(finished.fetch_add(1, Ordering::Relaxed) + 1, jobs.len());
        result
    };
    let threads = threads.clamp(1, jobs.len().max(1));
    if threads == 1 {
        return jobs.iter().map(run).collect();
    }
    // Jobs differ a lot in cost (the table is many cards' worth), so threads take the next
    // job as they finish one rather than a fixed share.
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, Result<Rendered, RenderProblem>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(job) = jobs.get(i) else { break };
                        mine.push((i, run(job)));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            // A panic in a renderer is a bug; carry it to the caller as it would have been.
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(n: usize, format: ImageFormat) -> Job {
        Job {
            svg: format!(
                r##"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#{:06x}"/><text x="4" y="30" font-size="24">札{n}</text></svg>"##,
                n * 0x10305
            ),
            scale: 1.0,
            resources: None,
            format,
        }
    }

    #[test]
    fn threads_give_the_results_of_one_thread_in_job_order() {
        let renderer = Renderer::new();
        let mut jobs: Vec<Job> = (0..9).map(|n| job(n, ImageFormat::Png)).collect();
        jobs.extend((0..9).map(|n| job(n, ImageFormat::Svg)));
        jobs.push(Job {
            svg: "not svg".into(),
            ..job(0, ImageFormat::Svg)
        });
        let one = render_all(&renderer, &jobs, 1, &Progress::none());
        let told = Arc::new(std::sync::Mutex::new(Vec::new()));
        let progress = {
            let told = Arc::clone(&told);
            Progress::new(move |done, total| told.lock().unwrap().push((done, total)))
        };
        let three = render_all(&renderer, &jobs, 3, &progress);
        assert_eq!(one, three);
        // Every image counted once, whichever thread did it, and the last count is all.
        let mut told = told.lock().unwrap().clone();
        told.sort();
        let all: Vec<(usize, usize)> = (1..=jobs.len()).map(|n| (n, jobs.len())).collect();
        assert_eq!(told, all);
        assert_eq!(one.len(), jobs.len());
        assert_eq!(one[0].as_ref().unwrap().extension, "png");
        assert_eq!(one[9].as_ref().unwrap().extension, "svg");
        assert!(one.last().unwrap().is_err());
    }
}
