/**
 * What a browser forgets between two visitors: the readable cookies, storage, the page and its
 * URL. (The shop's HttpOnly session cookie lives in the MSW handlers' jar: `clearCookies()`.)
 */
export function forgetVisitor(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  sessionStorage.clear();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.className = '';
  window.history.replaceState(null, '', '/');
}
