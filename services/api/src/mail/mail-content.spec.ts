import { neueLehrpersonMail } from '../benutzer/teacher-code-mail';
import { codeVergessenMail, codeVonLehrpersonMail, registrierungsMail } from './mail-content';

const LENA = { namevoll: 'Lena Keller', benutzername: 'lena', anmeldecode: 'AC3479EFHJKM' };
const MIA = { namevoll: 'Mia Keller', benutzername: 'mia', anmeldecode: 'NPRTWXY34679' };

describe('mail content (texts catalogue)', () => {
  it('registration: greeting, username and code in the body, no code in the subject', () => {
    const mail = registrierungsMail(LENA);
    expect(mail.subject).toBe('Deine Registrierung bei Lernstapel');
    expect(mail.text).toMatch(/^Hallo Lena Keller\n\n/);
    expect(mail.text).toContain('Benutzername: lena\nAnmeldecode: AC3479EFHJKM');
    expect(mail.text).toMatch(/Viele Grüße\nDein Lernstapel-Team\n$/);
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('forgot-code: every login of the address, each name once in the greeting', () => {
    const mail = codeVergessenMail([
      LENA,
      MIA,
      { ...MIA, benutzername: 'mia2', anmeldecode: 'XY34679NPRTW' },
    ]);
    expect(mail.subject).toBe('Dein Anmeldecode für Lernstapel');
    expect(mail.text).toMatch(/^Hallo Lena Keller, Mia Keller\n/);
    for (const code of ['AC3479EFHJKM', 'NPRTWXY34679', 'XY34679NPRTW']) expect(mail.text).toContain(code);
    expect(mail.subject + mail.text).not.toMatch(/\{\w+\}/);
  });

  it('code sent by a teacher names the teacher', () => {
    const mail = codeVonLehrpersonMail(LENA, 'Thomas Weber');
    expect(mail.text).toContain('Thomas Weber schickt dir deinen Anmeldecode für Lernstapel:');
    expect(mail.text).toContain('Anmeldecode: AC3479EFHJKM');
  });

  it('new teacher: the whole mail, with the creating teacher and the code', () => {
    const mail = neueLehrpersonMail(LENA, 'Anna Müller');
    expect(mail.subject).toBe('Dein Zugang zu Lernstapel');
    expect(mail.text).toBe(
      'Hallo Lena Keller\n\n' +
        'Anna Müller hat dich als Lehrperson bei Lernstapel erfasst. Mit diesem Anmeldecode meldest du dich an:\n\n' +
        'Benutzername: lena\nAnmeldecode: AC3479EFHJKM\n\n' +
        'Viele Grüße\nDein Lernstapel-Team\n',
    );
  });
});
