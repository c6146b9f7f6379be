import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEvents } from '../../api/api-events';
import { ProgressController, type ProgressState } from './progress';

/**
 * The thin bar at the top of the page that shows while API calls run (citizen spec section 2). Its length is a
 * horizontal scale of a full-width bar and its fading an opacity change: both animate on the compositor, without a
 * style, layout and paint of the page in each frame of the 200 ms transitions (a `width` transition relaid the page
 * 60 times a second while the app started: Total Blocking Time).
 */
export function ProgressBar({ random }: { random?: () => number } = {}) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<ProgressState>({ value: 0, visible: false });

  useEffect(() => {
    const controller = new ProgressController(random);
    const offState = controller.subscribe(setState);
    const offEvents = apiEvents.subscribe((event) => {
      if (event.type === 'start') controller.start();
      else if (event.type === 'end') controller.end();
    });
    return () => {
      offEvents();
      offState();
      controller.dispose();
    };
  }, [random]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]" aria-hidden={!state.visible}>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(state.value)}
        data-testid="progress-bar"
        className={`h-full w-full origin-left bg-amber-400 shadow-[0_0_8px_rgba(251,191,36,0.8)] transition-[transform,opacity] duration-200 ease-out ${state.visible ? 'opacity-100' : 'opacity-0'}`}
        style={{ transform: `scaleX(${state.value / 100})` }}
      />
    </div>
  );
}
