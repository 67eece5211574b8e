import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { LICENCE_TEXT, LicenceGuard, type LicenceText } from './licence.guard';

/**
 * The reusable licence check (01 §5, DEVIATIONS 4) for every licensed function (sharing, team stacks,
 * hand-in, publishing, correction): put it on a route or controller after @Roles/@RequireFlag. It runs
 * after the global session and role guards; LicenceGuard needs only the global DataSource, so no
 * module has to import anything for it. Correction functions pass 'lizenz.keineLizenzKorrektur', the
 * variant 02 §8 names for them.
 */
export const RequireLicence = (
  text: LicenceText = 'lizenz.keineLizenzFunktion',
): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(LICENCE_TEXT, text),
    UseGuards(LicenceGuard),
    ApiForbiddenResponse({
      description: 'No school licence for the current year (lizenz.keineLizenzFunktion)',
    }),
  );
