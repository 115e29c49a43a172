/** Shown when a form is posted without the page script, which every form of this site needs. */
export const NO_SCRIPT_MESSAGE =
  'This form is sent by the page script, which had not run: JavaScript is off or the page had not finished loading. Turn JavaScript on, reload the page and send the form again.';
