import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { StapelAktionResponse } from '@lernstapel/contracts';
import { validatePublish } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { throwIfRuleErrors } from '../common/api-exception';
import { blankToNull } from '../common/blank-to-null';
import type { VeroeffentlichenDto } from './dto/veroeffentlichen.dto';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { StapelZugriffService } from './stapel-zugriff.service';
import { UnterrichtsmoduleService } from './unterrichtsmodule.service';

/** Publishing a stack to the global library and withdrawing it (01 §4 stack publishing, §5). */
@Injectable()
export class VeroeffentlichenService {
  constructor(
    private readonly access: StapelZugriffService,
    private readonly stapel: UnterrichtsmoduleService,
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
  ) {}

  /** 01 §5: the owner publishes under a non-empty pseudonym (validatePublish), remarks optional. */
  async veroeffentlichen(user: AuthUser, dto: VeroeffentlichenDto): Promise<StapelAktionResponse> {
    const modul = await this.access.assertEigentuemer(user, dto.id);
    const pseudonym = dto.public_autor_pseudonym.trim();
    throwIfRuleErrors(validatePublish({ public_autor_pseudonym: pseudonym }));
    await this.module.update(
      { id: modul.id },
      {
        ist_veroeffentlicht: true,
        public_datum: new Date(),
        public_autor_pseudonym: pseudonym,
        public_bemerkungen: blankToNull(dto.public_bemerkungen),
      },
    );
    return {
      message: t('veroeffentlichen.veroeffentlicht'),
      unterrichtsmodul: await this.stapel.ownItem(modul.id),
    };
  }

  /** 01 §4: withdrawal sets ist_veroeffentlicht 0; pseudonym and remarks stay for the next publishing. */
  async zuruecknehmen(user: AuthUser, id: number): Promise<StapelAktionResponse> {
    const modul = await this.access.assertEigentuemer(user, id);
    await this.module.update({ id: modul.id }, { ist_veroeffentlicht: false });
    return {
      message: t('bestaetigung.veroeffentlichungZurueckgenommen'),
      unterrichtsmodul: await this.stapel.ownItem(modul.id),
    };
  }
}
