import { Module } from '@nestjs/common';
import { KonjugationController } from './konjugation.controller';

/** Conjugation suggestions for the card editor; the data loads on first use (verb-daten.ts). */
@Module({ controllers: [KonjugationController] })
export class KonjugationModule {}
