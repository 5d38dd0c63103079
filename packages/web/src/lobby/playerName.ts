const KEY = 'questbox.name';

/** The name this browser plays under, remembered between visits. */
export function savedName(): string {
  return localStorage.getItem(KEY) ?? '';
}

export function saveName(name: string): void {
  localStorage.setItem(KEY, name.trim().slice(0, 40));
}
