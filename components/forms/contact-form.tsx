// Contract: the contact page renders <ContactForm />; it owns its texts (messages namespace "ContactForm").
// Stub until the forms work lands.
export function ContactForm() {
  return null;
}
