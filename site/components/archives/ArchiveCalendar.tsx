import { daysInMonth, leadingBlanks, monthName } from '@radio/core';
import Link from '@/components/ui/SiteLink';

const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];

/** A month as a Monday-first calendar whose past days link to their archive page. */
export function ArchiveCalendar({
  year,
  month,
  today = new Date(),
}: {
  year: number;
  month: number;
  today?: Date;
}) {
  const days = daysInMonth(year, month);
  const blanks = leadingBlanks(year, month);
  const todayKey = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
  return (
    <div>
      <p className="visually-hidden">
        Calendrier de {monthName(month)} {year}
      </p>
      <ol className="calendar" aria-label={`Jours de ${monthName(month)} ${year}`}>
        {WEEKDAYS.map((d) => (
          <li key={d} aria-hidden="true" className="calendar-weekday">
            <small>{d}</small>
          </li>
        ))}
        {Array.from({ length: blanks }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no identity
          <li key={`blank-${i}`} aria-hidden="true" />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const day = i + 1;
          const future = year * 10_000 + month * 100 + day > todayKey;
          return (
            <li key={day}>
              {future ? (
                <span>{day}</span>
              ) : (
                <Link
                  href={`/archives/${year}/${month}/${day}`}
                  aria-label={`${day} ${monthName(month)} ${year}`}
                >
                  {day}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
