import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { isLicenceValid } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { Schule } from './entities/schule.entity';

export const LICENCE_TEXT = 'lernstapel:licenceText';
/** The refusal texts: the general one (01 §8) and the variant for correction functions (02 §8). */
export type LicenceText = 'lizenz.keineLizenzFunktion' | 'lizenz.keineLizenzKorrektur';

/** lizenz_jahr of a school (null: no school, or none ordered). */
export async function lizenzJahrVon(dataSource: DataSource, schuleId: number | null): Promise<number | null> {
  if (schuleId === null) return null;
  const schule = await dataSource
    .getRepository(Schule)
    .findOne({ select: { id: true, lizenz_jahr: true }, where: { id: schuleId } });
  return schule?.lizenz_jahr ?? null;
}

/**
 * 01 §5, §8 / 02 §8: licensed functions need a school licence for the current calendar year
 * (lizenz_jahr equals the year). Without one: 403 'Keine Schul-Lizenz für das Jahr {year} für diese
 * Funktion vorhanden...' with the advice where to order it, and the action is not carried out.
 * Main administrators pass (they manage every school); users without a school have no licence.
 * It reads the school on each call, so a licence a main administrator sets applies at once.
 */
@Injectable()
export class LicenceGuard implements CanActivate {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user;
    if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    if (user.rolle === 'mainAdmin') return true;
    const now = new Date();
    const lizenzJahr = await lizenzJahrVon(this.dataSource, user.schule_id);
    if (isLicenceValid(lizenzJahr, now)) return true;
    const text =
      this.reflector.getAllAndOverride<LicenceText | undefined>(LICENCE_TEXT, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'lizenz.keineLizenzFunktion';
    throw new ApiException(HttpStatus.FORBIDDEN, text, { year: now.getFullYear() }, [
      t('lizenz.hinweisBestellen'),
    ]);
  }
}
