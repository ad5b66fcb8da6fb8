// Expected refusals of the account's lib functions, as codes: the server action turns each into a
// translated answer (lib/actions/account.ts); tests assert on the code.
export type AccountErrorCode =
  | "not-found" // no such address (of this user)
  | "address-limit" // MAX_ADDRESSES reached
  | "email-in-use" // another account signs in with that email
  | "wrong-password" // the current password did not verify
  | "password-required" // changing the email, or deleting the account, needs the current password
  | "recent-sign-in-required" // deleting an account without a password needs a sign-in of the last minutes
  | "too-many-attempts" // Auth is throttling sign-ins for the account
  | "confirmation-mismatch"; // the delete confirmation was neither DELETE nor the email

export class AccountError extends Error {
  constructor(readonly code: AccountErrorCode) {
    super(code);
    this.name = "AccountError";
  }
}
