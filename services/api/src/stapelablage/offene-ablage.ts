import { type FindOperator, Not } from 'typeorm';
import type { StapelablageStatus } from '@lernstapel/contracts';

/** 01 §4: a hand-in is open until it is 'Fertig'; a finished one is hidden and blocks nothing. */
export const OFFEN: FindOperator<StapelablageStatus> = Not<StapelablageStatus>('Fertig');
