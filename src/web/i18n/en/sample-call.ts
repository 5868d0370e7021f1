// English texts of the sample call beside the hero (wide screens). Spanish: ../es/sample-call.ts.
export const sampleCall = {
  label: 'A sample call with Earl',
  subtitle: 'Home-services concierge · on the line',
  greeting: 'Hi, this is Earl. What’s going on at home?',
  problem: 'Water’s pooling under the kitchen sink in Capitola.',
  answer:
    'Let’s stop it first: turn the valve under the sink clockwise. Then give me two times that suit you and I’ll book a plumber.',
} as const;
