// Where a browser with no private file system for SQLite keeps Datapad (WebKit off Apple's
// systems, older Safari): the journal's and the stores' databases as bytes in IndexedDB, each
// stored whole after every change, in one transaction the browser commits to disk before the
// worker answers ("strict" durability), so an answered change survives a killed tab.

const DB = 'datapad';
const FILES = 'files';

/** What IndexedDB held: each database's bytes, absent on a first visit. */
export interface Held {
  journal?: Uint8Array;
  stores?: Uint8Array;
}

const done = <T>(r: IDBRequest<T>) =>
  new Promise<T>((ok, err) => {
    r.onsuccess = () => ok(r.result);
    r.onerror = () => err(r.error);
  });

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((ok, err) => {
    const r = indexedDB.open(DB, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(FILES);
    r.onsuccess = () => ok(r.result);
    r.onerror = () => err(r.error);
    r.onblocked = () => err(new Error('IndexedDB is held by an older page'));
  });
  return opened;
}

/** What IndexedDB holds, or null when this browser gives the site none. */
export async function load(): Promise<Held | null> {
  try {
    const files = (await open()).transaction(FILES).objectStore(FILES);
    const [journal, stores] = await Promise.all([done(files.get('journal')), done(files.get('stores'))]);
    return { journal: journal ?? undefined, stores: stores ?? undefined };
  } catch {
    return null;
  }
}

/** Stores the databases given, together, once the browser has them on disk. */
export async function save(held: Held): Promise<void> {
  const tx = (await open()).transaction(FILES, 'readwrite', { durability: 'strict' });
  const files = tx.objectStore(FILES);
  if (held.journal) files.put(held.journal, 'journal');
  if (held.stores) files.put(held.stores, 'stores');
  await new Promise<void>((ok, err) => {
    tx.oncomplete = () => ok();
    tx.onerror = () => err(tx.error);
    tx.onabort = () => err(tx.error);
  });
}
