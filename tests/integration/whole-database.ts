// Every document of the emulator's database in one request: a query over all collections at every
// depth (the REST API's kindless `allDescendants` query, which recursiveDelete uses too). Walking
// the tree with listCollections took one request per document and most of a 30 s test once every
// test file's documents were in the shared database; a list of known subcollections would miss
// the next one.
type StoredDocument = { path: string; updateTime: string; fields: unknown };

export async function everyDocument(): Promise<StoredDocument[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  if (!host || !project) throw new Error("FIRESTORE_EMULATOR_HOST and the project id come from the integration stack");
  const root = `projects/${project}/databases/(default)/documents`;
  const res = await fetch(`http://${host}/v1/${root}:runQuery`, {
    method: "POST",
    // The emulator's administrator credential: the rules do not apply.
    headers: { authorization: "Bearer owner", "content-type": "application/json" },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!res.ok) throw new Error(`runQuery answered ${res.status}: ${await res.text()}`);
  const rows = (await res.json()) as { document?: { name: string; updateTime: string; fields?: unknown } }[];
  return rows.flatMap(({ document: d }) => (d ? [{ path: d.name.slice(root.length + 1), updateTime: d.updateTime, fields: d.fields ?? {} }] : []));
}
