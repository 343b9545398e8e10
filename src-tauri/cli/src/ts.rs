//! Reads the TypeScript declarations ts-rs writes for the engine's types (the same text as the
//! UI's bindings), so `datapad play GAME --actions` lists what the Rust types say, never a list
//! kept by hand. Only the forms ts-rs writes are read: objects, unions, intersections, string
//! literals, arrays, tuples, records, generics and the built-in names.

use std::collections::BTreeMap;

/// A type as written in a declaration.
#[derive(Debug, Clone, PartialEq)]
pub enum Ty {
    /// `string`, `number`, `bigint`, `boolean`, `null`, `unknown`.
    Prim(String),
    /// A string literal, e.g. `"open"`.
    Lit(String),
    /// Another declared type (or a generic parameter), with its arguments.
    Named(String, Vec<Ty>),
    Array(Box<Ty>),
    Record(Box<Ty>),
    Tuple(Vec<Ty>),
    Object(Vec<Field>),
    Union(Vec<Ty>),
    And(Vec<Ty>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub name: String,
    /// Written `name?:`: it may be left out.
    pub optional: bool,
    pub ty: Ty,
    /// The Rust doc comment, one line.
    pub doc: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Word(String),
    Str(String),
    Doc(String),
    P(char),
}

fn lex(text: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c.is_whitespace() {
            rest = &rest[c.len_utf8()..];
        } else if let Some(body) = rest.strip_prefix("/*") {
            let end = body.find("*/").unwrap_or(body.len());
            let doc: Vec<&str> = body[..end]
                .lines()
                .map(|l| l.trim().trim_start_matches('*').trim())
                .filter(|l| !l.is_empty())
                .collect();
            out.push(Tok::Doc(doc.join(" ")));
            rest = body.get(end + 2..).unwrap_or("");
        } else if c == '"' {
            let end = rest[1..].find('"').map_or(rest.len(), |i| i + 1);
            out.push(Tok::Str(rest[1..end].to_string()));
            rest = rest.get(end + 1..).unwrap_or("");
        } else if c.is_alphanumeric() || c == '_' {
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            out.push(Tok::Word(rest[..end].to_string()));
            rest = &rest[end..];
        } else {
            out.push(Tok::P(c));
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

struct Parser {
    toks: Vec<Tok>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }
    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.at).cloned();
        self.at += 1;
        t
    }
    fn eat(&mut self, c: char) -> bool {
        let hit = self.peek() == Some(&Tok::P(c));
        if hit {
            self.at += 1;
        }
        hit
    }
    fn skip_docs(&mut self) -> Option<String> {
        let mut doc = None;
        while let Some(Tok::Doc(d)) = self.peek() {
            doc = Some(d.clone());
            self.at += 1;
        }
        doc
    }

    fn union(&mut self) -> Ty {
        self.eat('|');
        let mut alts = vec![self.and()];
        while self.eat('|') {
            alts.push(self.and());
        }
        if alts.len() == 1 {
            alts.remove(0)
        } else {
            Ty::Union(alts)
        }
    }

    fn and(&mut self) -> Ty {
        let mut parts = vec![self.primary()];
        while self.eat('&') {
            parts.push(self.primary());
        }
        if parts.len() == 1 {
            parts.remove(0)
        } else {
            Ty::And(parts)
        }
    }

    fn args(&mut self) -> Vec<Ty> {
        let mut args = Vec::new();
        if self.eat('<') {
            loop {
                args.push(self.union());
                if !self.eat(',') {
                    break;
                }
            }
            self.eat('>');
        }
        args
    }

    fn primary(&mut self) -> Ty {
        self.skip_docs();
        match self.next() {
            Some(Tok::Str(s)) => Ty::Lit(s),
            Some(Tok::P('(')) => {
                let t = self.union();
                self.eat(')');
                t
            }
            Some(Tok::P('[')) => {
                let mut items = Vec::new();
                while !self.eat(']') && self.peek().is_some() {
                    items.push(self.union());
                    self.eat(',');
                }
                Ty::Tuple(items)
            }
            Some(Tok::P('{')) => self.object(),
            Some(Tok::Word(w)) => {
                let mut args = self.args();
                match w.as_str() {
                    "Array" if args.len() == 1 => Ty::Array(Box::new(args.remove(0))),
                    "Record" if args.len() == 2 => Ty::Record(Box::new(args.remove(1))),
                    "string" | "number" | "bigint" | "boolean" | "null" | "unknown" => Ty::Prim(w),
                    _ => Ty::Named(w, args),
                }
            }
            _ => Ty::Prim("unknown".into()),
        }
    }

    fn object(&mut self) -> Ty {
        let mut fields = Vec::new();
        loop {
            let doc = self.skip_docs();
            let name = match self.next() {
                Some(Tok::Word(w) | Tok::Str(w)) => w,
                _ => break,
            };
            let optional = self.eat('?');
            self.eat(':');
            let ty = self.union();
            fields.push(Field {
                name,
                optional,
                ty,
                doc,
            });
            self.eat(',');
            self.skip_docs();
            if self.eat('}') {
                break;
            }
        }
        Ty::Object(fields)
    }
}

/// Every declaration by name: its generic parameters and its type.
pub struct Types(BTreeMap<String, (Vec<String>, Ty)>);

impl Types {
    /// Reads `type Name<T> = …;` declarations.
    pub fn read<'a>(decls: impl IntoIterator<Item = (&'a String, &'a String)>) -> Types {
        let mut out = BTreeMap::new();
        for (name, text) in decls {
            let mut p = Parser {
                toks: lex(text),
                at: 0,
            };
            p.skip_docs();
            if p.next() != Some(Tok::Word("type".into())) {
                continue;
            }
            p.next();
            let params = p
                .args()
                .into_iter()
                .filter_map(|t| match t {
                    Ty::Named(n, _) => Some(n),
                    _ => None,
                })
                .collect();
            p.eat('=');
            out.insert(name.clone(), (params, p.union()));
        }
        Types(out)
    }

    /// The type a name stands for, its generic parameters replaced by the arguments.
    pub fn resolve(&self, ty: &Ty) -> Ty {
        match ty {
            Ty::Named(name, args) => match self.0.get(name) {
                Some((params, t)) => {
                    let subst: BTreeMap<&str, &Ty> =
                        params.iter().map(String::as_str).zip(args).collect();
                    substitute(t, &subst)
                }
                None => Ty::Prim("unknown".into()),
            },
            t => t.clone(),
        }
    }
}

fn substitute(ty: &Ty, subst: &BTreeMap<&str, &Ty>) -> Ty {
    let each = |ts: &[Ty]| ts.iter().map(|t| substitute(t, subst)).collect();
    match ty {
        Ty::Named(n, args) if args.is_empty() => subst
            .get(n.as_str())
            .map_or_else(|| ty.clone(), |t| (*t).clone()),
        Ty::Named(n, args) => Ty::Named(n.clone(), each(args)),
        Ty::Array(t) => Ty::Array(Box::new(substitute(t, subst))),
        Ty::Record(t) => Ty::Record(Box::new(substitute(t, subst))),
        Ty::Tuple(ts) => Ty::Tuple(each(ts)),
        Ty::Union(ts) => Ty::Union(each(ts)),
        Ty::And(ts) => Ty::And(each(ts)),
        Ty::Object(fs) => Ty::Object(
            fs.iter()
                .map(|f| Field {
                    ty: substitute(&f.ty, subst),
                    ..f.clone()
                })
                .collect(),
        ),
        t => t.clone(),
    }
}

/// The names a closed word type takes, as the player types them (`Kind` → snowtrooper, at_at…).
pub fn names<T: ts_rs::TS>() -> Vec<String> {
    let decl = T::decl();
    let types = Types::read([(&T::ident(), &decl)]);
    match types.resolve(&Ty::Named(T::ident(), Vec::new())) {
        Ty::Union(alts) => alts
            .into_iter()
            .filter_map(|t| match t {
                Ty::Lit(s) => Some(s),
                _ => None,
            })
            .collect(),
        Ty::Lit(s) => vec![s],
        _ => Vec::new(),
    }
}
