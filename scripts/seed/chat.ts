import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { createChatRepo } from '../../server/modules/chat/repo';

// Demo chats: the two documented accounts talk both ways (in English and Arabic), each with messages
// the other has not read yet, and both have a few other conversations with experts and clients.

type Line = [from: 'a' | 'b', text: string, minutesAgo: number];

/** The demo expert (a) and the demo client (b): the last messages of each side are unread. */
const DEMO_THREAD: Line[] = [
  ['b', 'Hi Layla! I saw your profile and the dashboard starter kit. Do you take on custom work?', 4320],
  ['a', 'Hello Omar, yes I do. What are you building?', 4300],
  [
    'b',
    'A booking tool for a clinic in Cairo: a React front end, a small Node API, and an admin screen for the staff.',
    4290,
  ],
  ['a', 'Sounds like a good fit. Is the interface in Arabic as well as English?', 4200],
  ['b', 'نعم، الواجهة بالعربية والإنجليزية. معظم المرضى يستخدمون العربية.', 4190],
  ['a', 'ممتاز، لدي خبرة في الواجهات من اليمين إلى اليسار. I can share a timeline tomorrow.', 4100],
  ['b', 'Great, thank you 🙏', 4090],
  [
    'a',
    'Here is the plan: week 1 design and data model, weeks 2–3 the booking flow, week 4 admin and launch.',
    2900,
  ],
  ['b', 'Perfect. Can we start on the 1st? I will send the brief and the logo files.', 2800],
  ['a', 'The 1st works. Please include the opening hours for each clinic in the brief.', 1500],
  ['b', 'وصلني العرض، شكراً! سأرسل الملفات اليوم.', 45],
  ['b', 'Also: could the confirmation SMS be in both languages? 📱', 40],
  ['a', 'Yes, both languages, chosen by the patient’s interface language. I will add it to the plan.', 20],
  ['a', 'I pushed a first wireframe to the shared folder — let me know what you think 🙂', 12],
];

const OTHER_LINES = [
  'Hi! Are you available for a short project next month?',
  'Thanks for the quick reply. I will send the details by e-mail.',
  'مرحباً، هل يمكنك مراجعة التصميم قبل يوم الخميس؟',
  'The kit works well, thank you. One question about the deployment script…',
  'Could you share the Figma file for the onboarding screens?',
  'تم. أرسلت لك الرابط الآن.',
  'Let us schedule a call on Tuesday at 10:00 Cairo time.',
  'Great work on the release! 🎉',
];

export async function seedChat(
  db: Db,
  accounts: { expert: UserRow; client: UserRow },
  people: { experts: UserRow[]; clients: UserRow[] },
  now = new Date(),
): Promise<void> {
  const repo = createChatRepo(db);
  const demoIds = new Set([accounts.expert.id, accounts.client.id]);
  const experts = people.experts.filter((u) => !demoIds.has(u.id));
  const clients = people.clients.filter((u) => !demoIds.has(u.id));
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

  async function thread(a: UserRow, b: UserRow, lines: Line[], unreadFromMinutes: number) {
    for (const [from, content, minutesAgo] of lines) {
      const sender = from === 'a' ? a : b;
      await repo.insert({
        senderId: sender.id,
        receiverId: sender.id === a.id ? b.id : a.id,
        content,
        createdOn: at(minutesAgo),
        isRead: minutesAgo > unreadFromMinutes,
      });
    }
  }

  await repo.transaction(async () => {
    // Layla (expert) and Omar (client): the messages of the last hour are unread on both sides.
    await thread(accounts.expert, accounts.client, DEMO_THREAD, 60);

    // Other conversations of the demo accounts, and between other members.
    const others = [...experts.slice(0, 4), ...clients.slice(0, 2)];
    let minutes = 300;
    for (const [i, other] of others.entries()) {
      const demo = i % 2 === 0 ? accounts.expert : accounts.client;
      const first = OTHER_LINES[i % OTHER_LINES.length]!;
      const second = OTHER_LINES[(i + 3) % OTHER_LINES.length]!;
      const third = OTHER_LINES[(i + 5) % OTHER_LINES.length]!;
      await thread(
        other,
        demo,
        [
          ['a', first, minutes + 600],
          ['b', second, minutes + 300],
          ['a', third, minutes],
        ],
        // The newest line of every other conversation of the expert stays unread.
        i % 2 === 0 ? minutes + 1 : 0,
      );
      minutes += 900;
    }
    const [e1, e2] = experts.slice(4, 6);
    const [c1] = clients.slice(2, 3);
    if (e1 && c1) {
      await thread(
        c1,
        e1,
        [
          ['a', OTHER_LINES[0]!, 5000],
          ['b', OTHER_LINES[1]!, 4900],
        ],
        0,
      );
    }
    if (e1 && e2) await thread(e1, e2, [['a', OTHER_LINES[2]!, 2000]], 0);
  });
}
