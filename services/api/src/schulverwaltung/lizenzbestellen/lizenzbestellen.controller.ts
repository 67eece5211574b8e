import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MeldungResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { RequireFlag } from '../../identitaet/decorators/require-flag.decorator';
import { Roles } from '../../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { LizenzBestellenDto } from './dto/lizenz-bestellen.dto';
import { LizenzFuerNeueSchuleDto } from './dto/lizenz-fuer-neue-schule.dto';
import { LicenceNewSchoolService } from './licence-new-school.service';
import { LicenceOrderService } from './licence-order.service';
import { MailRateLimit } from '../../rate-limit/rate-limit.decorator';

@ApiTags('schulen')
@Controller('schulen/lizenzbestellen')
export class LizenzbestellenController {
  constructor(
    private readonly licence: LicenceOrderService,
    private readonly newSchool: LicenceNewSchoolService,
  ) {}

  /**
   * 01 §6: an individual person (teacher without a school) orders a licence; the order creates the
   * school. Declared before ':schuleId/:year' so 'neueschule' is never read as an id.
   */
  @Post('neueschule/:year')
  @MailRateLimit()
  @HttpCode(HttpStatus.OK)
  @Roles('teacher')
  @ApiOperation({ summary: 'Order a school licence as an individual person; creates the school' })
  orderForNewSchool(
    @CurrentUser() user: AuthUser,
    @Param('year', ParseIdPipe) year: number,
    @Body() body: LizenzFuerNeueSchuleDto,
  ): Promise<MeldungResponse> {
    return this.newSchool.order(user, year, body);
  }

  /** 01 §7 GET /api/schulen/lizenzbestellen/{schuleId}/{year} as POST (DEVIATIONS 5); 01 §6 kann_schuldaten_bearbeiten. */
  @Post(':schuleId/:year')
  @MailRateLimit()
  @HttpCode(HttpStatus.OK)
  @Roles('teacher')
  @RequireFlag('kann_schuldaten_bearbeiten')
  @ApiOperation({ summary: "Order the school licence for a year (own school's data administrators)" })
  order(
    @CurrentUser() user: AuthUser,
    @Param('schuleId', ParseIdPipe) schuleId: number,
    @Param('year', ParseIdPipe) year: number,
    @Body() body: LizenzBestellenDto,
  ): Promise<MeldungResponse> {
    return this.licence.order(user, schuleId, year, body.bedingungen_akzeptiert);
  }
}
