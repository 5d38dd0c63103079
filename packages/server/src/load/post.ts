/** POSTs JSON and reads the JSON answer; a refusal throws with the server's own words. */
// biome-ignore lint/suspicious/noExplicitAny: each caller reads the fields its server answers with.
export async function postJson(url: string, body: unknown): Promise<any> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${url}: ${r.status} ${text}`);
  return JSON.parse(text);
}
