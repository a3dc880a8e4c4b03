import type { Episode, ListeningHistoryItem } from '@radio/core';
import { describe, expect, it } from 'vitest';
import { inProgress, positionLabel, progressPercent, resumeSeconds } from './history';

const item = (offset: number, status: 0 | 1, duration = 600): ListeningHistoryItem => ({
  tracker: { id: 1, user_id: 'u', media_id: '100001', offset, status },
  episode: { id: 100001, title: 'Épisode', duration } as Episode,
});

describe('listening history', () => {
  it('§3 "offset in ms": resume from the saved second (offset 15 400 ms → 15 s)', () => {
    expect(resumeSeconds(item(15_400, 1))).toBe(15);
    expect(positionLabel(item(15_400, 1))).toBe('Arrêté à 0:15 sur 10:00');
  });

  it('§3 "status 0 Listened": a listened episode restarts from the beginning', () => {
    expect(resumeSeconds(item(15_400, 0))).toBe(0);
    expect(progressPercent(item(0, 0))).toBe(100);
    expect(positionLabel(item(0, 0))).toBe('Écouté');
  });

  it('progress is the share of the duration heard, capped at 100', () => {
    expect(progressPercent(item(150_000, 1, 600))).toBe(25);
    expect(progressPercent(item(900_000, 1, 600))).toBe(100);
    expect(progressPercent(item(1000, 1, 0))).toBe(0);
  });

  it('the dashboard resumes in-progress episodes past their first second only', () => {
    const rows = [item(15_000, 1), item(0, 1), item(30_000, 0)];
    expect(inProgress(rows)).toEqual([rows[0]]);
  });
});
