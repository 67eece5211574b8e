import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { SessionUser } from '@lernstapel/contracts';
import { isBlank, isValidEmail, nameOrPrevious } from '@lernstapel/rules';
import type { AuthUser } from '../../auth/auth-user';
import { AuthService } from '../../auth/auth.service';
import { ApiException } from '../../common/api-exception';
import { emailTaken, normaliseEmail, refuseTakenEmail } from '../email-taken';
import { deleteTeacherWithPupils } from '../teacher-deletion';
import { Benutzer } from '../entities/benutzer.entity';
import type { KontoAendernDto } from './dto/konto-aendern.dto';

/** 'Mein Konto' (01 §2, §5, §6): own name, username, e-mail and the teacher's account deletion. */
@Injectable()
export class KontoService {
  constructor(
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
  ) {}

  /** 01 §5: an empty name or username falls back to the previous value. */
  async rename(user: AuthUser, dto: KontoAendernDto): Promise<SessionUser> {
    const self = await this.benutzer.findOneByOrFail({ id: user.id });
    await this.benutzer.update(
      { id: user.id },
      {
        namevoll: nameOrPrevious(dto.namevoll, self.namevoll),
        benutzername: nameOrPrevious(dto.benutzername, self.benutzername),
      },
    );
    return this.auth.sessionUserById(user.id);
  }

  /** 01 §5: a new e-mail needs a non-empty field and must be unique ('Diese Emailadresse existiert bereits …'). */
  async changeEmail(user: AuthUser, email: string): Promise<SessionUser> {
    if (isBlank(email)) throw new ApiException(HttpStatus.BAD_REQUEST, 'validierung.emailFehlt');
    if (!isValidEmail(email)) throw new ApiException(HttpStatus.BAD_REQUEST, 'validierung.emailUngueltig');
    const normalised = normaliseEmail(email);
    await refuseTakenEmail(
      this.dataSource.transaction(async (manager) => {
        if (await emailTaken(manager, normalised, user.id)) {
          throw new ApiException(HttpStatus.CONFLICT, 'klasse.emailExistiertBereits');
        }
        await manager.update(Benutzer, { id: user.id }, { email: normalised });
      }),
      'klasse.emailExistiertBereits',
    );
    return this.auth.sessionUserById(user.id);
  }

  /**
   * 01 §6 account deletion (teachers only, checked by the route): the teacher, their data and stacks
   * (FK cascade), the pupils they created, their sessions and saved logins. Teachers they created keep
   * their accounts with creator 0, like teachers of the school registration.
   */
  async deleteAccount(user: AuthUser): Promise<void> {
    await this.dataSource.transaction((manager) => deleteTeacherWithPupils(manager, user.id, 0));
  }
}
