//! The writer's side of the devices: a frame from one of them answered, and every change sent
//! to each device's outbox, in the order the writer committed them.

use super::*;

impl Writer {
    /// One frame from a device: its answers go to `reply`, a change to every device.
    pub fn handle(
        &mut self,
        from: &Caller,
        frame: ClientFrame,
        reply: &mut dyn FnMut(ServerFrame),
    ) {
        let answered = |id: String, done: Result<Value, Error>| match done {
            Ok(value) => ServerFrame::Answer(Answer { id, value }),
            Err(e) => ServerFrame::refused(Some(id), e),
        };
        match frame {
            ClientFrame::Hello(_) => reply(ServerFrame::refused(
                None,
                SyncError::bad_frame("already joined"),
            )),
            ClientFrame::Act(act) => self.change(
                from,
                act.id,
                act.base,
                ChangeKind::Act,
                Some(&act.action),
                reply,
            ),
            ClientFrame::Undo(s) => self.change(from, s.id, s.base, ChangeKind::Undo, None, reply),
            ClientFrame::Redo(s) => self.change(from, s.id, s.base, ChangeKind::Redo, None, reply),
            ClientFrame::Query(ask) => {
                reply(answered(ask.id, self.query(from.session, &ask.query)))
            }
            ClientFrame::Read(read) => {
                let id = read.id.clone();
                reply(answered(id, self.read(from.session, read)));
            }
            ClientFrame::Ping(p) => reply(ServerFrame::Pong(p)),
        }
    }

    /// A change made on the seq the device saw: the ack to it, then the event to every device;
    /// one made on a seq the table has moved past is refused with the table as it is now.
    fn change(
        &mut self,
        from: &Caller,
        id: String,
        base: i64,
        kind: ChangeKind,
        action: Option<&Value>,
        reply: &mut dyn FnMut(ServerFrame),
    ) {
        let seq = match self
            .seat_check(from, action)
            .and_then(|()| self.seq(from.session))
        {
            Ok(seq) => seq,
            Err(e) => return reply(ServerFrame::refused(Some(id), e)),
        };
        if seq != base {
            return match self.envelope(from.session, Some(base)) {
                Ok(state) => reply(ServerFrame::Stale(Stale { id, state })),
                Err(e) => reply(ServerFrame::refused(Some(id), e)),
            };
        }
        let committed = self
            .commit(from, kind, action)
            .and_then(|head| self.event(from, kind, head));
        match committed {
            Ok(event) => {
                let seq = event.state.seq;
                reply(ServerFrame::Ack(Ack { id, seq }));
                self.broadcast(from.session, &ServerFrame::Event(event));
            }
            Err(e) => reply(ServerFrame::refused(Some(id), e)),
        }
    }

    fn seat_check(&mut self, from: &Caller, action: Option<&Value>) -> Result<(), Error> {
        let l = self.at(from.session)?;
        Ok(from.seat.may_change(l, action)?)
    }

    /// Every frame sent to session `session`'s devices goes to `send` from now on, until
    /// [`Writer::unlisten`] with the key returned.
    pub fn listen(&mut self, session: i64, send: Outbox) -> u64 {
        self.keys += 1;
        self.listeners.push(Listener {
            key: self.keys,
            session,
            send,
        });
        self.keys
    }

    pub fn unlisten(&mut self, key: u64) {
        self.listeners.retain(|l| l.key != key);
    }

    /// Sends a frame to every device at session `session`, encoded once.
    pub fn broadcast(&self, session: i64, frame: &ServerFrame) {
        let text = encode(frame);
        for l in self.listeners.iter().filter(|l| l.session == session) {
            (l.send)(&text);
        }
    }
}
