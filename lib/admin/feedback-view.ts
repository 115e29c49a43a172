/** A contact message as the admin list shows it. */
export interface FeedbackView {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
}
