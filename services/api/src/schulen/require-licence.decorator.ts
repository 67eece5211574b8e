import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { LicenceGuard } from './licence.guard';

/**
 * The reusable licence check (01 §5, DEVIATIONS 4) for every licensed function (sharing, team stacks,
 * hand-in, publishing, correction): put it on a route or controller after @Roles/@RequireFlag. It runs
 * after the global session and role guards; LicenceGuard needs only the global DataSource, so no
 * module has to import anything for it.
 */
export const RequireLicence = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseGuards(LicenceGuard),
    ApiForbiddenResponse({
      description: 'No school licence for the current year (lizenz.keineLizenzFunktion)',
    }),
  );
