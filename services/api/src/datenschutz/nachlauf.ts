/** A mail of the local outbox whose text was anonymised: its .eml file is written again. */
export interface NeueMail {
  datei: string;
  empfaenger: string;
  betreff: string;
  text: string;
}

/**
 * What a deletion leaves for after its commit (files are not transactional): outbox files of deleted
 * mails, outbox files to write again anonymised, and upload files no card or exam names any more.
 */
export interface Nachlauf {
  mailDateien: string[];
  mailsNeu: NeueMail[];
  uploads: string[];
}

export function leererNachlauf(): Nachlauf {
  return { mailDateien: [], mailsNeu: [], uploads: [] };
}
