//! Questions a device asks (a query, a read) taken out of the writer and answered without holding
//! it: exact odds over the largest pools take a while, and the table goes on meanwhile. What a
//! question needs is taken under the lock (a copy of the session's state, the dice, the shelf's
//! handles); the answer is worked out after the lock is released.

use super::reads::Reading;
use super::{with, Answer, ClientFrame, Read, ServerFrame, SharedWriter, Writer};
use crate::dice::{rng_from, Catalog};
use crate::error::Error;
use crate::game::Ctx;
use crate::games::registry::AnyState;
use rand::RngCore;
use serde_json::Value;

/// A question about a session taken out of the writer: a copy of its state, the dice in effect
/// and a random stream (a roll asked for is made with the writer's own stream, lent to one
/// question at a time; [`Writer::put_back`] returns it).
struct Question {
    state: Box<dyn AnyState>,
    dice: Catalog,
    rng: Box<dyn RngCore + Send>,
    lent: bool,
}

impl Question {
    fn answer(&mut self, query: &Value) -> Result<Value, Error> {
        let mut ctx = Ctx {
            rng: &mut self.rng,
            dice: &self.dice,
        };
        self.state.query(query, &mut ctx)
    }
}

impl Writer {
    /// A question about session `id`, to be answered without holding the writer. The writer's
    /// random stream goes with it unless another question has it; meanwhile a roll uses a fresh
    /// stream, never a repeat of the lent one's.
    fn take_question(&mut self, id: i64) -> Result<Question, Error> {
        let state = self.at(id)?.state_copy();
        let fresh = || Box::new(rng_from(None)) as Box<dyn RngCore + Send>;
        let lent = !self.lent;
        let rng = match lent {
            true => std::mem::replace(&mut self.rng, fresh()),
            false => fresh(),
        };
        self.lent |= lent;
        Ok(Question {
            state,
            dice: self.dice.clone(),
            rng,
            lent,
        })
    }

    /// Takes back the random stream a question was lent.
    fn put_back(&mut self, question: Question) {
        if question.lent {
            self.rng = question.rng;
            self.lent = false;
        }
    }

    /// A read for a device at session `id` (see [`Writer::read`]), to be answered without
    /// holding the writer when it takes a while.
    pub(super) fn take_read(&mut self, id: i64, read: Read) -> Result<Reading, Error> {
        if read.what == "session_log" {
            self.at(id)?;
        }
        let Writer {
            journal,
            live,
            dice,
            shelf,
            ..
        } = self;
        let l = live.as_ref().filter(|l| l.id() == id);
        shelf.take(read, l, journal, dice)
    }
}

/// A device's query or read, taken out of a shared writer: [`Asked::answer`] works it out
/// without holding the writer.
pub struct Asked {
    id: String,
    work: Work,
}

enum Work {
    Question(Result<Question, Error>, Value, SharedWriter),
    Read(Result<Reading, Error>),
}

impl Asked {
    /// A query or read for session `session` taken out of `writer` (which is held meanwhile);
    /// any other frame is handed back.
    pub fn take(
        writer: &SharedWriter,
        session: i64,
        frame: ClientFrame,
    ) -> Result<Asked, ClientFrame> {
        let (id, work) = match frame {
            ClientFrame::Query(ask) => {
                let question = with(writer, |w| w.take_question(session));
                (ask.id, Work::Question(question, ask.query, writer.clone()))
            }
            ClientFrame::Read(read) => {
                let id = read.id.clone();
                (id, Work::Read(with(writer, |w| w.take_read(session, read))))
            }
            other => return Err(other),
        };
        Ok(Asked { id, work })
    }

    /// Whether the answer is already there (a refusal, the session's log, the settings): it
    /// costs nothing to send it at once.
    pub fn ready(&self) -> bool {
        match &self.work {
            Work::Question(q, ..) => q.is_err(),
            Work::Read(r) => r.as_ref().map_or(true, Reading::ready),
        }
    }

    /// The answer, or the refusal, for the device that asked.
    pub fn answer(self) -> ServerFrame {
        let done = match self.work {
            Work::Question(question, query, writer) => question.and_then(|mut q| {
                let answer = q.answer(&query);
                with(&writer, |w| w.put_back(q));
                answer
            }),
            Work::Read(reading) => reading.and_then(Reading::answer),
        };
        match done {
            Ok(value) => ServerFrame::Answer(Answer { id: self.id, value }),
            Err(e) => ServerFrame::refused(Some(self.id), e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::Journal;
    use crate::stored::file::Stores;
    use crate::writer::{Ask, Shelf};
    use serde_json::json;
    use std::sync::{Arc, Mutex};

    fn writer() -> (SharedWriter, i64) {
        let journal = Journal::open_in_memory().expect("journal");
        let shelf = Shelf::new(Stores::nowhere("a test".into()), Default::default());
        let rng = Box::new(rng_from(Some(7)));
        let mut w = Writer::new(journal, Catalog::builtin(), shelf, rng);
        let id = w.start("counter", "asked").expect("start").session.id;
        (Arc::new(Mutex::new(w)), id)
    }

    fn read(what: &str, args: Value) -> ClientFrame {
        ClientFrame::Read(Read {
            id: "r".into(),
            what: what.into(),
            args,
        })
    }

    #[test]
    fn the_writers_stream_is_lent_to_one_question_at_a_time_and_comes_back() {
        let (writer, id) = writer();
        let first = with(&writer, |w| w.take_question(id)).expect("first");
        let second = with(&writer, |w| w.take_question(id)).expect("second");
        assert!(first.lent && !second.lent);
        with(&writer, |w| w.put_back(second));
        assert!(with(&writer, |w| w.lent), "the stream is still out");
        with(&writer, |w| w.put_back(first));
        assert!(!with(&writer, |w| w.lent));
    }

    #[test]
    fn odds_are_worked_out_after_the_lock_and_quick_reads_under_it() {
        let (writer, id) = writer();
        let odds = read("odds_hoth", json!({"dice": 3, "target": "infantry"}));
        let asked = Asked::take(&writer, id, odds).expect("a read");
        assert!(!asked.ready(), "odds are worked out later");
        let ServerFrame::Answer(a) = asked.answer() else {
            panic!("answered")
        };
        assert_eq!(a.value["dice"], 3);
        let quick = Asked::take(&writer, id, read("settings_get", json!({}))).ok();
        assert!(quick.is_some_and(|q| q.ready()));
        let unknown = Asked::take(&writer, id, read("export", json!({}))).expect("a read");
        assert!(unknown.ready(), "a refusal is there at once");
        assert!(matches!(unknown.answer(), ServerFrame::Refused(r) if r.code == "sync.not_shared"));
        let query = ClientFrame::Query(Ask {
            id: "q".into(),
            query: json!({"what": "nothing"}),
        });
        let asked = Asked::take(&writer, id, query).expect("a query");
        assert!(matches!(asked.answer(), ServerFrame::Refused(r) if r.id.as_deref() == Some("q")));
        let ping = ClientFrame::Ping(crate::writer::Ping { id: "p".into() });
        assert!(Asked::take(&writer, id, ping).is_err(), "handed back");
    }
}
