import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useServices } from '../ServicesContext';

/** Tells the app that a page is drawn (FirstPage in AppServices); the first one lets the app's own work start. */
export function useFirstPageShown(): void {
  const { firstPageShown } = useServices();
  useEffect(() => firstPageShown?.(), [firstPageShown]);
}

/** The outlet of the pages outside the site layout (the game frames, the launch page), which says it is drawn. */
export function StandaloneOutlet() {
  useFirstPageShown();
  return <Outlet />;
}
