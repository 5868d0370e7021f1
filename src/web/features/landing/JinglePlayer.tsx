import { Music, Pause, Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { jingle as texts } from '@web/i18n/en/jingle';
import { useT } from '@web/i18n/language';
import { formatPlaybackTime } from '@web/lib/format';
import { jingle } from './jingle';

const CoverDialog = lazy(() => import('./CoverDialog'));
const preloadCoverDialog = () => void import('./CoverDialog');

/** Banner with the Earl jingle: play/pause, a seek slider (step 0.1), m:ss times and the cover art. Never autoplays. */
export default function JinglePlayer() {
  const t = useT('jingle', texts);
  const audioRef = useRef<HTMLAudioElement>(null);
  const coverButtonRef = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState<number>(jingle.durationSeconds);
  const [coverOpen, setCoverOpen] = useState(false);
  const [coverRequested, setCoverRequested] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const sync = () => {
      setCurrentTime(audio.currentTime);
      if (Number.isFinite(audio.duration)) setDuration(audio.duration);
      setPlaying(!audio.paused && !audio.ended);
    };
    const events = ['loadedmetadata', 'durationchange', 'timeupdate', 'seeked', 'play', 'pause', 'ended'] as const;
    for (const e of events) audio.addEventListener(e, sync);
    sync();
    return () => {
      for (const e of events) audio.removeEventListener(e, sync);
    };
  }, []);

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  };

  const seek = (value: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = value;
    setCurrentTime(value);
  };

  const openCover = () => {
    setCoverRequested(true);
    setCoverOpen(true);
  };

  return (
    <section aria-label={t('label')} className="surface-dark h-16 border-b border-white/10 bg-primary-deep text-white">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-3 px-4 sm:gap-4 sm:px-6">
        <button
          ref={coverButtonRef}
          type="button"
          onClick={openCover}
          onPointerEnter={preloadCoverDialog}
          onFocus={preloadCoverDialog}
          className="shrink-0 overflow-hidden rounded-md ring-1 ring-white/20 transition hover:ring-white/60"
          aria-label={t('viewCover')}
        >
          <img src={jingle.cover} alt="" width={44} height={44} className="size-11" />
        </button>
        <button
          type="button"
          onClick={togglePlay}
          aria-label={playing ? t('pause') : t('play')}
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground transition hover:bg-accent/90"
        >
          {playing ? (
            <Pause className="size-5" aria-hidden="true" />
          ) : (
            <Play className="ml-0.5 size-5" aria-hidden="true" />
          )}
        </button>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 truncate text-xs font-medium text-white/85">
            <Music className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{t('title')}</span>
          </p>
          <div className="mt-1 flex items-center gap-2 text-xs tabular-nums text-white/85">
            <span data-testid="jingle-elapsed">{formatPlaybackTime(currentTime)}</span>
            <input
              type="range"
              min={0}
              max={duration}
              step={0.1}
              value={Math.min(currentTime, duration)}
              onChange={(e) => seek(Number(e.currentTarget.value))}
              aria-label={t('seek')}
              aria-valuetext={t('position', {
                elapsed: formatPlaybackTime(currentTime),
                total: formatPlaybackTime(duration),
              })}
              className="jingle-seek h-1.5 min-w-0 flex-1 cursor-pointer"
            />
            <span data-testid="jingle-duration">{formatPlaybackTime(duration)}</span>
          </div>
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an instrumental jingle: there are no words to caption */}
      <audio ref={audioRef} preload="none">
        {jingle.sources.map((s) => (
          <source key={s.src} src={s.src} type={s.type} />
        ))}
      </audio>
      {coverRequested && (
        <Suspense fallback={null}>
          <CoverDialog open={coverOpen} onOpenChange={setCoverOpen} returnFocusTo={coverButtonRef} />
        </Suspense>
      )}
    </section>
  );
}
