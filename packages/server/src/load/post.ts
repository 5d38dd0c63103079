/**
 * `fetch`, tried again when the connection drops before an answer: a kept-alive connection the
 * server closes just as a request goes out on it fails that way on a loaded machine.
 */
export async function fetchAgain(url: string, init: RequestInit, tries = 3): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (tries <= 1) throw e;
    return fetchAgain(url, init, tries - 1);
  }
}

/** POSTs JSON and reads the JSON answer; a refusal throws with the server's own words. */
// biome-ignore lint/suspicious/noExplicitAny: each caller reads the fields its server answers with.
export async function postJson(url: string, body: unknown): Promise<any> {
  const r = await fetchAgain(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${url}: ${r.status} ${text}`);
  return JSON.parse(text);
}
