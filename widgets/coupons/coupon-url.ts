/** The coupon query parameters of SPEC §2. */
export const COUPON_PARAMS = ['codeid', 'codetext'] as const;

/**
 * The URL of the window that reveals a coupon: the current page with codeid or codetext
 * (any existing codeid or codetext removed first), properly encoded.
 */
export function couponRevealUrl(pageUrl: string, param: { codeid?: string; codetext?: string }): string {
  const url = new URL(pageUrl);
  for (const name of COUPON_PARAMS) url.searchParams.delete(name);
  if (param.codeid) url.searchParams.set('codeid', param.codeid);
  else if (param.codetext) url.searchParams.set('codetext', param.codetext);
  return url.href;
}
