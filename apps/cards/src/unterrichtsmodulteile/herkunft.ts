import type { StapelAnsichtQuery } from '@lernstapel/contracts';

/** The {from} / {mode} values under which a stack is somebody else's, seen read-only (02 §2, §6). */
const FREMDE_ANSICHTEN = ['briefkasten', 'globalemodule', 'korrigieren', 'monitoring', 'readonly'];

/** 02 §6: in the library view the API names the owner by pseudonym only. */
export function ansichtFuer(from: string | undefined): StapelAnsichtQuery['ansicht'] {
  return from === 'globalemodule' ? 'globalemodule' : undefined;
}

/** 01 §2 lastUModuleID: stacks opened from the own area are the ones to come back to. */
export function istEigeneAnsicht(from: string | undefined): boolean {
  return from === undefined || !FREMDE_ANSICHTEN.includes(from);
}
