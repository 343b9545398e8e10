//! Sessions of any game: open, act, undo, redo, export, import. Written once for every game.

use crate::state::{AppState, Inner};
use datapad_engine::game::Ctx;
use datapad_engine::journal::{
    export, import, Journal, Live, LogPage, SessionInfo, SessionView, LOG_PAGE,
};
use datapad_engine::{Error, JournalError};
use serde_json::Value;
use tauri::State;

/// Runs `f` on the open session with this id (loading it if another one is on screen) and
/// returns its view: the one path open, apply, undo and redo share.
fn on_session(
    state: &AppState,
    id: i64,
    f: impl FnOnce(&mut Live, &mut Journal, &mut Ctx) -> Result<(), Error>,
) -> Result<SessionView, Error> {
    state.with(|inner| {
        if inner.live.as_ref().map(Live::id) != Some(id) {
            inner.live = Some(Live::load(&inner.journal, id)?);
        }
        let Inner {
            journal,
            live,
            dice,
            rng,
            ..
        } = inner;
        let l = live
            .as_mut()
            .ok_or(Error::from(JournalError::SessionNotFound { id }))?;
        f(l, journal, &mut Ctx { rng, dice })?;
        Ok(l.view())
    })
}

/// A read-only question about a session's state (a game's own vocabulary, such as
/// Shatterpoint's attack odds); the session and the journal are left as they were.
///
/// It runs on Tauri's worker threads (`async`) and outside the state's lock: the session, the
/// dice and the app's dice stream are taken out under the lock and put back after, so a long
/// question (exact odds) freezes neither the window nor the other commands. A command that needs
/// the session meanwhile replays it from the journal, which is the truth, and the copy taken out
/// is then dropped; a roll made meanwhile uses a fresh stream, never a repeat of this one's.
#[tauri::command(async)]
pub fn session_query(state: State<AppState>, id: i64, query: Value) -> Result<Value, Error> {
    let (live, dice, mut rng) = state.with(|inner| -> Result<_, Error> {
        let live = match inner.live.take() {
            Some(l) if l.id() == id => l,
            other => {
                inner.live = other;
                Live::load(&inner.journal, id)?
            }
        };
        let fresh = datapad_engine::dice::rng_from(None);
        Ok((
            live,
            inner.dice.clone(),
            std::mem::replace(&mut inner.rng, fresh),
        ))
    })?;
    let answer = live.query(
        &query,
        &mut Ctx {
            rng: &mut rng,
            dice: &dice,
        },
    );
    state.with(|inner| {
        inner.rng = rng;
        if inner.live.is_none() {
            inner.live = Some(live);
        }
    });
    answer
}

/// Makes `l` the open session and returns its view.
fn show(inner: &mut Inner, l: Live) -> SessionView {
    let view = l.view();
    inner.live = Some(l);
    view
}

/// The last session of `game`, or a new one: where the player left off.
#[tauri::command]
pub fn session_resume(
    state: State<AppState>,
    game: String,
    title: String,
) -> Result<SessionView, Error> {
    state.with(|inner| {
        let l = Live::resume_or_start(&mut inner.journal, &game, &title)?;
        Ok(show(inner, l))
    })
}

#[tauri::command]
pub fn session_new(
    state: State<AppState>,
    game: String,
    title: String,
) -> Result<SessionView, Error> {
    state.with(|inner| {
        let l = Live::start(&mut inner.journal, &game, &title)?;
        Ok(show(inner, l))
    })
}

#[tauri::command]
pub fn session_open(state: State<AppState>, id: i64) -> Result<SessionView, Error> {
    on_session(&state, id, |_, _, _| Ok(()))
}

#[tauri::command]
pub fn session_list(state: State<AppState>, game: String) -> Result<Vec<SessionInfo>, Error> {
    state.with(|inner| Ok(inner.journal.list(&game)?))
}

#[tauri::command]
pub fn session_apply(state: State<AppState>, id: i64, action: Value) -> Result<SessionView, Error> {
    on_session(&state, id, |l, journal, ctx| l.apply(journal, &action, ctx))
}

#[tauri::command]
pub fn session_undo(state: State<AppState>, id: i64) -> Result<SessionView, Error> {
    on_session(&state, id, |l, journal, _| l.undo(journal))
}

#[tauri::command]
pub fn session_redo(state: State<AppState>, id: i64) -> Result<SessionView, Error> {
    on_session(&state, id, |l, journal, _| l.redo(journal))
}

/// The session as a versioned JSON document: the text box's and the saved file's.
pub fn export_text(inner: &Inner, id: i64) -> Result<String, Error> {
    let file = export(&inner.journal, id)?;
    serde_json::to_string_pretty(&file).map_err(|e| {
        Error::from(JournalError::Storage {
            detail: e.to_string(),
        })
    })
}

/// Imports a session document as a new session and opens it: what the text box and an opened
/// file both end in.
pub fn import_text(inner: &mut Inner, text: &str, as_copy: bool) -> Result<SessionView, Error> {
    let info = import(&mut inner.journal, text, as_copy)?;
    let l = Live::load(&inner.journal, info.id)?;
    Ok(show(inner, l))
}

#[tauri::command]
pub fn session_export(state: State<AppState>, id: i64) -> Result<String, Error> {
    state.with(|inner| export_text(inner, id))
}

#[tauri::command]
pub fn session_import(
    state: State<AppState>,
    text: String,
    as_copy: bool,
) -> Result<SessionView, Error> {
    state.with(|inner| import_text(inner, &text, as_copy))
}

/// A page of a session's log, oldest first: the latest `limit` lines (at most 500) before the
/// event `before`, or before the head when it is absent. The game-over screen pages back from
/// the end with `next_before` instead of receiving the whole game at once.
#[tauri::command]
pub fn session_log(
    state: State<AppState>,
    id: i64,
    before: Option<i64>,
    limit: Option<u32>,
) -> Result<LogPage, Error> {
    let limit = limit.map_or(LOG_PAGE, |l| l as usize);
    state.with(|inner| {
        // The sentences name things as the board does: through the session's state.
        if inner.live.as_ref().map(Live::id) != Some(id) {
            inner.live = Some(Live::load(&inner.journal, id)?);
        }
        match &inner.live {
            Some(l) => l.log_page(&inner.journal, before, limit),
            None => Err(JournalError::SessionNotFound { id }.into()),
        }
    })
}
