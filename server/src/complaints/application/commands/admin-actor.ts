/** The admin performing a desk action, as the audit log and the authority letter name them. */
export interface AdminActor {
  id: string;
  email: string;
  /** The admin's full name; signs the authority letter of a forward. */
  name: string;
}
