import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';

/** 01 §7 POST /api/unterrichtsmodule/teilen: into the mailboxes of the chosen people and groups (generated). */
export const { useTeilenShareMutation: useTeilenStapelMutation } = unterrichtsmodule;
