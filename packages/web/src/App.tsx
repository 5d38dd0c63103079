import { useSyncExternalStore } from 'react';
import { JoinPage } from './lobby/JoinPage';
import { Lobby } from './lobby/Lobby';
import { MatchPage } from './match/MatchPage';
import { ReplayPage } from './replay/ReplayPage';
import { parseRoute } from './route';
import { RulesPage } from './rules/RulesPage';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function App() {
  const hash = useSyncExternalStore(subscribe, () => location.hash);
  const route = parseRoute(hash);
  return (
    <div className="app">
      <header className="app-header">
        <a href="#/" className="brand">
          questbox
        </a>
      </header>
      <main className="app-main">
        {route.page === 'lobby' && <Lobby />}
        {route.page === 'join' && <JoinPage matchId={route.matchId} seat={route.seat} />}
        {route.page === 'match' && <MatchPage key={route.matchId} matchId={route.matchId} />}
        {route.page === 'replay' && <ReplayPage key={route.matchId} matchId={route.matchId} />}
        {route.page === 'rules' && <RulesPage gameId={route.gameId} section={route.section} />}
      </main>
    </div>
  );
}
