import { Fragment } from 'react';

/**
 * An e-mail address as text that wraps where a reader expects it to: after its @ and before its
 * dots (`<wbr>`), never in the middle of a word unless one part alone is wider than the line.
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
