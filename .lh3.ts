import { runLighthouse } from '/work/wt-public/bench/lib/lighthouse';
for (let i = 0; i < 3; i++) console.log(JSON.stringify(await runLighthouse(process.argv[2]!)));
