import { renderDevRemote } from '@lernstapel/webpack-federation';
import { AdminArea } from './admin-area/AdminArea';
import { KlasseGruppen } from './klasse/KlasseGruppen';
import { Verwaltung } from './verwaltung/Verwaltung';

// Development only (nx serve admin): the exposed page alone against the API.
// /klasse shows the teacher's 'Klasse / Gruppen' page, /verwaltung the teachers / school page, every
// other address the main administrator's area.
function DevPage() {
  const path = window.location.pathname;
  if (path.startsWith('/klasse')) return <KlasseGruppen />;
  if (path.startsWith('/verwaltung')) return <Verwaltung />;
  return <AdminArea />;
}

renderDevRemote(<DevPage />);
