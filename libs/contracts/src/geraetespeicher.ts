/**
 * Issue 27: what the browser keeps on the device for learning without a network, named once for the
 * cards remote (which keeps it) and the shell (which deletes it at logout).
 */

/** The IndexedDB database of the kept stacks; every record carries its user's id. */
export const GERAETESPEICHER_DATENBANK = 'lernstapel-geraet';
