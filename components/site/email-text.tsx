import { Fragment } from 'react';

/**
 * An e-mail address as text that wraps where a reader expects it to: after its @ and before its
 * dots (`<wbr>`), never in the middle of a word unless one part alone is wider than the line.
 * Chromium names a link holding it "name@ example .com" (a `<wbr>` counts as a space there): the
 * link gives the address as its name (aria-label) so it is read as one.
 */
export function EmailText({ address }: { address: string }) {
  return address.split(/([@.])/).map((piece, index) => (
    <Fragment key={index}>
      {piece === '.' ? <wbr /> : null}
      {piece}
      {piece === '@' ? <wbr /> : null}
    </Fragment>
  ));
}
