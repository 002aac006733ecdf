<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutBox</name>
    <message>
        <source>(unknown version)</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>no prices yet</source>
        <translation>尚无价格</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;Choose GPUs for deep learning: performance, cost of ownership, recommendations and build checks, after the figures and rules of a well-known GPU buying guide.&lt;/p&gt;&lt;p&gt;Qt %2 (built with Qt %3)&lt;/p&gt;&lt;p&gt;Catalog: %4&lt;br&gt;Prices up to: %5&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;为深度学习挑选 GPU：性能、拥有成本、推荐和装机检查，依据一份知名 GPU 选购指南的数据和规则。&lt;/p&gt;&lt;p&gt;Qt %2（构建于 Qt %3）&lt;/p&gt;&lt;p&gt;显卡目录：%4&lt;br&gt;价格截至：%5&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation>关于 GPU Advisor</translation>
    </message>
</context>
<context>
    <name>AdvisorReport</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The live pick at the prices of %1</source>
        <translation>实时推荐（按 %1 价格）</translation>
    </message>
    <message>
        <source>If you buy a card anyway</source>
        <translation>如果仍要购买显卡</translation>
    </message>
    <message>
        <source>The catalog has no cards: open or import a catalog to see which cards fit.</source>
        <translation>显卡目录中没有显卡：请打开或导入目录，以查看哪些显卡符合要求。</translation>
    </message>
    <message>
        <source>Cards with at least %1 that have a price by %2 and fit your budget of %3, ranked by %4 performance (%5) per dollar of ownership (R3).</source>
        <translation>显存不低于 %1、截至 %2 有价格且不超出 %3 预算的显卡，按每美元拥有成本的%4性能（%5）排序（R3）。</translation>
    </message>
    <message>
        <source>Cards with at least %1 that have a price by %2 and fit your budget of %3 for %4 GPUs, ranked by %5 performance (%6) per dollar of ownership (R3).</source>
        <translation>显存不低于 %1、截至 %2 有价格且 %4 块的总价不超出 %3 预算的显卡，按每美元拥有成本的%5性能（%6）排序（R3）。</translation>
    </message>
    <message>
        <source>Cards with at least %1 that have a price by %2, ranked by %3 performance (%4) per dollar of ownership (R3).</source>
        <translation>显存不低于 %1 且截至 %2 有价格的显卡，按每美元拥有成本的%3性能（%4）排序（R3）。</translation>
    </message>
    <message>
        <source>No card in the catalog meets all of that.</source>
        <translation>目录中没有同时满足以上条件的显卡。</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Price per card</source>
        <translation>单卡价格</translation>
    </message>
    <message>
        <source>Performance (%1 = 1)</source>
        <translation>性能（%1 = 1）</translation>
    </message>
    <message>
        <source>Cost over %1 years</source>
        <translation>%1 年总成本</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Alternative %1</source>
        <translation>备选 %1</translation>
    </message>
    <message>
        <source>Performance and cost are for all %1 GPUs of the machine.</source>
        <translation>性能和成本均按整机全部 %1 块显卡计算。</translation>
    </message>
    <message>
        <source>Left out: %1 cards with too little memory, %2 prices over your budget, %3 cards without a price.</source>
        <translation>已排除：显存不足的显卡 %1 款，超出预算的报价 %2 个，无价格的显卡 %3 款。</translation>
    </message>
    <message>
        <source>The guide&apos;s pick at the prices of %1</source>
        <translation>指南推荐（按 %1 价格）</translation>
    </message>
    <message>
        <source>Share of the servers</source>
        <translation>服务器占比</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>评估结论</translation>
    </message>
    <message>
        <source>Cloud GPUs to rent</source>
        <translation>可租用的云 GPU</translation>
    </message>
    <message>
        <source>The catalog has no cloud offer by %1 with %2 per GPU.</source>
        <translation>截至 %1，目录中没有每块 GPU 显存达 %2 的云报价。</translation>
    </message>
    <message>
        <source>Offers whose GPUs have at least %1, cheapest per unit of performance first.</source>
        <translation>GPU 显存不低于 %1 的报价，按单位性能的价格从低到高排列。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>免费</translation>
    </message>
    <message>
        <source>Newest offer of each instance by %1.</source>
        <translation>每个实例取截至 %1 的最新报价。</translation>
    </message>
    <message>
        <source>Offers not shown: %1.</source>
        <translation>另有 %1 个报价未显示。</translation>
    </message>
    <message>
        <source>Scaling up</source>
        <translation>扩大规模</translation>
    </message>
    <message>
        <source>GPUs in the cluster: %1.</source>
        <translation>集群 GPU 数量：%1。</translation>
    </message>
    <message>
        <source>GPUs per machine: %1.</source>
        <translation>每台机器 GPU 数量：%1。</translation>
    </message>
    <message>
        <source>%1 (R11).</source>
        <translation>%1（R11）。</translation>
    </message>
    <message>
        <source>GeForce cards are left out of the pick: their licence bars them from data centres (R7).</source>
        <translation>推荐中已排除 GeForce 显卡：其许可协议禁止在数据中心使用（R7）。</translation>
    </message>
    <message>
        <source>%1 per GPU.</source>
        <translation>每块 GPU 需要 %1。</translation>
    </message>
    <message>
        <source>How the guide got here</source>
        <translation>指南的推导过程</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>How much memory does a GPU need?</source>
        <translation>每块 GPU 需要多少显存？</translation>
    </message>
    <message>
        <source>Is experimental 8-bit inference acceptable?</source>
        <translation>能否接受实验性的 8 位推理？</translation>
    </message>
    <message>
        <source>Cards are rated by 8-bit inference (R3, step 2).</source>
        <translation>按 8 位推理性能为显卡评分（R3，第 2 步）。</translation>
    </message>
    <message>
        <source>Cards are rated by 16-bit inference (R3, step 2).</source>
        <translation>按 16 位推理性能为显卡评分（R3，第 2 步）。</translation>
    </message>
    <message>
        <source>Consider used cards?</source>
        <translation>是否考虑二手显卡？</translation>
    </message>
    <message>
        <source>Used cards stretch a budget furthest (C8).</source>
        <translation>二手显卡能让预算发挥最大作用（C8）。</translation>
    </message>
    <message>
        <source>Only new cards are ranked.</source>
        <translation>仅对全新显卡进行排名。</translation>
    </message>
    <message>
        <source>Are GeForce cards allowed in your machines?</source>
        <translation>你的机器允许使用 GeForce 显卡吗？</translation>
    </message>
    <message>
        <source>Your licence or machines allow them (R7).</source>
        <translation>你的许可协议或机器允许使用（R7）。</translation>
    </message>
    <message>
        <source>Data centres may not run them (R7).</source>
        <translation>数据中心不得使用此类显卡（R7）。</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>You stated it.</source>
        <translation>由你直接指定。</translation>
    </message>
    <message>
        <source>Estimated from the model&apos;s size: %1.</source>
        <translation>根据模型规模估算：%1。</translation>
    </message>
    <message>
        <source>The guide&apos;s figure for your answers: 24 GB for Transformers and language models (M1), 8 GB for other work (M3).</source>
        <translation>指南根据你的回答给出的数值：Transformer 和语言模型需 24 GB（M1），其他任务需 8 GB（M3）。</translation>
    </message>
    <message>
        <source>Includes %1 for driving the display (M3).</source>
        <translation>含驱动显示器所需的 %1（M3）。</translation>
    </message>
    <message>
        <source>GPU Advisor recommendation</source>
        <translation>GPU Advisor 推荐结果</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Prices as of %1; the catalog has no cards.</source>
        <translation>价格截至 %1；目录中没有显卡。</translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation>尚未完成</translation>
    </message>
    <message>
        <source>Answer the remaining questions to get a recommendation.</source>
        <translation>回答剩余问题即可获得推荐。</translation>
    </message>
    <message>
        <source>Seed facts: %1</source>
        <translation>依据：%1</translation>
    </message>
    <message>
        <source>The four-step method (R14)</source>
        <translation>四步法（R14）</translation>
    </message>
    <message>
        <source>Per %1 of ownership</source>
        <translation>每 %1 拥有成本的性能</translation>
    </message>
    <message>
        <source>Performance per %1/hour</source>
        <translation>性能/（%1/小时）</translation>
    </message>
    <message>
        <source>Prices as of %1; ownership over %2 years at %3 utilisation and %4 per kWh; performance relative to the %5.</source>
        <translation>价格截至 %1；拥有成本按 %2 年、%3 利用率、电价每 kWh %4 计算；性能以 %5 为基准。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1——%2</translation>
    </message>
    <message>
        <source> within your budget of %1</source>
        <translation>、在 %1 预算之内</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Tokens/s per %1 of ownership</source>
        <translation>每 %1 拥有成本的 token/秒</translation>
    </message>
    <message>
        <source>Left out: %1 cards that cannot hold the model, %2 prices over your budget, %3 cards without a price.</source>
        <translation>已排除：容纳不下该模型的显卡 %1 款，超出预算的报价 %2 个，无价格的显卡 %3 款。</translation>
    </message>
    <message>
        <source>The LLM planner&apos;s estimate for %1: %2.</source>
        <translation>LLM 规划器对%1的估算：%2。</translation>
    </message>
    <message>
        <source>The LLM planner&apos;s estimate for %1 on %2 GPUs, shared equally: %3.</source>
        <translation>LLM 规划器对%1在 %2 块 GPU 上平均分摊的估算：%3。</translation>
    </message>
    <message>
        <source>The guide&apos;s figure for %1 (%2).</source>
        <translation>指南给出的%1所需数值（%2）。</translation>
    </message>
    <message>
        <source>Ways out</source>
        <translation>其他出路</translation>
    </message>
    <message>
        <source>Nothing in the catalog does it, even on several cards, in fewer bits or in the cloud.</source>
        <translation>目录中没有任何方案能做到：多块显卡、更低精度或云端都不行。</translation>
    </message>
    <message>
        <source>Compare and Build Checker open the first way out that buys cards.</source>
        <translation>“对比”和“装机检查”会打开第一个需要购买显卡的出路。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Builds of 1 to %1 cards of one type</source>
        <translation>同型号 1 到 %1 张卡的配置</translation>
    </message>
    <message numerus="yes">
        <source>Builds of %n card(s) of one type</source>
        <translation>
            <numerusform>同型号 %n 张卡的配置</numerusform>
        </translation>
    </message>
    <message>
        <source>ranked by decode tokens per second per dollar of ownership</source>
        <translation>按每美元拥有成本的解码速度（每秒 token 数）排序</translation>
    </message>
    <message>
        <source>ranked by %1 performance (%2) per dollar of ownership</source>
        <translation>按每美元拥有成本的%1性能（%2）排序</translation>
    </message>
    <message>
        <source>%1 that hold %2, priced by %3%4, %5. Speeds are the LLM planner&apos;s estimates, typically within %6 of llama.cpp measurements.</source>
        <translation>能容纳%2的%1，截至 %3 有价格%4，%5。速度为 LLM 规划器的估算值，与 llama.cpp 实测通常相差在 %6 以内。</translation>
    </message>
    <message>
        <source>Machines of %1 cards that hold %2 together (%3), with a price by %4</source>
        <translation>%1 张卡合计能容纳 %2 的机器（%3），且截至 %4 有价格</translation>
    </message>
    <message>
        <source>%1 and within %2 for the machine&apos;s cards, ranked by %3 performance (%4) per dollar of ownership (R3).</source>
        <translation>%1、整机显卡总价不超过 %2，按每美元拥有成本的%3性能（%4）排序（R3）。</translation>
    </message>
    <message>
        <source>%1, ranked by %2 performance (%3) per dollar of ownership (R3).</source>
        <translation>%1，按每美元拥有成本的%2性能（%3）排序（R3）。</translation>
    </message>
    <message>
        <source>Speed and cost are for the whole build; the price is per card.</source>
        <translation>速度和成本按整套配置计算；价格为单卡价格。</translation>
    </message>
    <message>
        <source>The machine</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>Open in Build Checker opens this machine.</source>
        <translation>“在装机检查中打开”会打开这台机器。</translation>
    </message>
    <message>
        <source>The catalog has no cloud offer by %1 whose GPUs hold %2 together.</source>
        <translation>截至 %1，目录中没有 GPU 合计能容纳 %2 的云服务报价。</translation>
    </message>
    <message>
        <source>Offers whose GPUs hold %1 together, cheapest per unit of performance first.</source>
        <translation>GPU 合计能容纳 %1 的报价，单位性能价格最低的排在前面。</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>How much memory does the job need?</source>
        <translation>这项任务需要多少显存？</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <source>Organisations buy new: only new prices are ranked.</source>
        <translation>机构购买新卡：只按新卡价格排序。</translation>
    </message>
    <message numerus="yes">
        <source>Also left out: %n card(s) that current software (CUDA, PyTorch, llama.cpp) no longer runs on; the Charts page&apos;s switch “%1” offers them too.</source>
        <translation>
            <numerusform>另外排除了 %n 张当前软件（CUDA、PyTorch、llama.cpp）已不支持的显卡；图表页的开关“%1”可将它们也列入。</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1 of RAM, a build with less GPU memory keeps the rest there and runs slower; the pick says when it does.</source>
        <translation>有 %1 内存时，显存较少的配置会把其余部分放在内存里，速度会变慢；推荐结果会注明。</translation>
    </message>
</context>
<context>
    <name>AdvisorText</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 (used)</source>
        <translation>%1（二手）</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1（全新）</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Are you buying for an organisation (a lab, a startup, a company)?</source>
        <translation>你是在为机构（实验室、初创公司、企业）采购吗？</translation>
    </message>
    <message>
        <source>Will you train large language models of 13 billion parameters or more?</source>
        <translation>你要训练 130 亿及以上参数的大语言模型吗？</translation>
    </message>
    <message>
        <source>Is money hardly a constraint?</source>
        <translation>资金几乎不成问题吗？</translation>
    </message>
    <message>
        <source>Do you have a middle-sized budget?</source>
        <translation>你的预算属于中等水平吗？</translation>
    </message>
    <message>
        <source>Do you plan to train models, not only run them?</source>
        <translation>你打算训练模型，而不仅仅是运行模型吗？</translation>
    </message>
    <message>
        <source>Will you mostly train Transformers?</source>
        <translation>你主要训练 Transformer 吗？</translation>
    </message>
    <message>
        <source>Will you run large language models?</source>
        <translation>你要运行大语言模型吗？</translation>
    </message>
    <message>
        <source>Within your budget: %1?</source>
        <translation>预算够买 %1 吗？</translation>
    </message>
    <message>
        <source>Are your datasets small, or can you stream them?</source>
        <translation>你的数据集较小，或者可以流式加载吗？</translation>
    </message>
    <message>
        <source>Organisations buy servers for several people and must respect the licence that keeps GeForce cards out of data centres (R7).</source>
        <translation>机构通常为多人采购服务器，并且必须遵守禁止在数据中心使用 GeForce 显卡的许可协议（R7）。</translation>
    </message>
    <message>
        <source>Models this large need clusters of A100/H100-class GPUs for weeks.</source>
        <translation>如此规模的模型需要 A100/H100 级 GPU 集群运行数周。</translation>
    </message>
    <message>
        <source>Answer yes if the fastest hardware is affordable and speed matters more than cost.</source>
        <translation>如果买得起最快的硬件，且速度比成本更重要，请选“是”。</translation>
    </message>
    <message>
        <source>Enough to rent GPU clusters for the length of a project, though not to buy one.</source>
        <translation>足以在项目期间租用 GPU 集群，但不足以自购一套。</translation>
    </message>
    <message>
        <source>Training (including fine-tuning) needs more memory and speed than running a trained model.</source>
        <translation>与运行已训练好的模型相比，训练（包括微调）需要更多显存和更高速度。</translation>
    </message>
    <message>
        <source>Transformers need 24 GB of GPU memory to work with comfortably (M1); conv nets and smaller models need less.</source>
        <translation>Transformer 需要 24 GB 显存才能用得顺手（M1）；卷积网络和较小的模型需要的更少。</translation>
    </message>
    <message>
        <source>Large language models need as much GPU memory as you can get.</source>
        <translation>大语言模型需要尽可能多的显存。</translation>
    </message>
    <message>
        <source>Answered from your budget and the catalog&apos;s newest price of the card for all your GPUs.</source>
        <translation>根据你的预算和目录中该显卡的最新价格（按全部 GPU 数量计）自动回答。</translation>
    </message>
    <message>
        <source>Small or streamed data can be worked on in a rented cloud GPU without long uploads (R13).</source>
        <translation>数据量小或可流式加载时，可直接在租用的云 GPU 上处理，无需长时间上传（R13）。</translation>
    </message>
    <message>
        <source>Yes, as you answered.</source>
        <translation>是，按你的回答。</translation>
    </message>
    <message>
        <source>No, as you answered.</source>
        <translation>否，按你的回答。</translation>
    </message>
    <message>
        <source>Yes: %1 x %2 at %3 (price of %4) is %5, within your budget of %6.</source>
        <translation>是：%1 × %2，单价 %3（%4 的价格），共 %5，在 %6 的预算之内。</translation>
    </message>
    <message>
        <source>No: %1 x %2 at %3 (price of %4) is %5, over your budget of %6.</source>
        <translation>否：%1 × %2，单价 %3（%4 的价格），共 %5，超出 %6 的预算。</translation>
    </message>
    <message>
        <source>Yes: %1 at %2 (price of %3), within your budget of %4.</source>
        <translation>是：%1，%2（%3 的价格），在 %4 的预算之内。</translation>
    </message>
    <message>
        <source>No: %1 at %2 (price of %3), over your budget of %4.</source>
        <translation>否：%1，%2（%3 的价格），超出 %4 的预算。</translation>
    </message>
    <message>
        <source>Rent A100/H100 clusters on Azure</source>
        <translation>在 Azure 上租用 A100/H100 集群</translation>
    </message>
    <message>
        <source>Rent A100/H100 clusters on AWS</source>
        <translation>在 AWS 上租用 A100/H100 集群</translation>
    </message>
    <message>
        <source>Do something other than training 13B+ models</source>
        <translation>放弃训练 13B 以上的模型，另寻他法</translation>
    </message>
    <message>
        <source>Buy H100 SXM servers</source>
        <translation>购买 H100 SXM 服务器</translation>
    </message>
    <message>
        <source>Buy a mix of RTX 6000 Ada (or L40) and H100 servers</source>
        <translation>混合采购 RTX 6000 Ada（或 L40）与 H100 服务器</translation>
    </message>
    <message>
        <source>Buy an RTX 4090</source>
        <translation>购买 RTX 4090</translation>
    </message>
    <message>
        <source>Buy a used RTX 3090 or RTX 3090 Ti</source>
        <translation>购买二手 RTX 3090 或 RTX 3090 Ti</translation>
    </message>
    <message>
        <source>Do not buy a GPU for Transformers yet</source>
        <translation>暂不为 Transformer 购买显卡</translation>
    </message>
    <message>
        <source>Buy an RTX 4080</source>
        <translation>购买 RTX 4080</translation>
    </message>
    <message>
        <source>Buy an RTX 4070 Ti</source>
        <translation>购买 RTX 4070 Ti</translation>
    </message>
    <message>
        <source>Buy a used RTX 2080 Ti</source>
        <translation>购买二手 RTX 2080 Ti</translation>
    </message>
    <message>
        <source>Buy a used RTX 3060</source>
        <translation>购买二手 RTX 3060</translation>
    </message>
    <message>
        <source>Rent GPUs by the hour (vast.ai, Lambda)</source>
        <translation>按小时租用 GPU（vast.ai、Lambda）</translation>
    </message>
    <message>
        <source>No simple answer: work through the four steps</source>
        <translation>没有简单答案：请按四个步骤逐一分析</translation>
    </message>
    <message>
        <source>Buy an RTX 4070 Ti or an RTX 4080</source>
        <translation>购买 RTX 4070 Ti 或 RTX 4080</translation>
    </message>
    <message>
        <source>Training models of 13B parameters or more takes hundreds of A100/H100-class GPUs for weeks. With a large budget, renting them on Azure is quicker than building and running such a cluster, and it scales down when the run ends (C6).</source>
        <translation>训练 13B 及以上参数的模型需要数百块 A100/H100 级 GPU 运行数周。预算充足时，在 Azure 上租用比自建并运维这样的集群更快，而且训练结束后即可缩减规模（C6）。</translation>
    </message>
    <message>
        <source>With a middle-sized budget, rent A100/H100 instances on AWS for the length of each run and pay nothing between runs (C6).</source>
        <translation>预算中等时，可在每次训练期间租用 AWS 上的 A100/H100 实例，两次训练之间无需付费（C6）。</translation>
    </message>
    <message>
        <source>Training 13B+ models from scratch does not fit a small budget. Fine-tune an existing open model, or look at TPUs and shared clusters, which are cost-effective at scale (R12).</source>
        <translation>小额预算无法支撑从头训练 13B 以上的模型。可以微调现有的开源模型，或考虑 TPU 和共享集群，它们在大规模使用时性价比很高（R12）。</translation>
    </message>
    <message>
        <source>When money is no obstacle, H100 SXM servers are the fastest per GPU and, at their speed, still cost-effective (R2).</source>
        <translation>资金不成问题时，H100 SXM 服务器的单卡速度最快，且考虑到其速度，性价比依然可观（R2）。</translation>
    </message>
    <message>
        <source>For academic and startup servers, RTX 6000 Ada cards give the most per dollar with 48 GB each; L40 is an alternative on a good deal. Make two thirds to four fifths of the GPUs these, and the rest H100 for the largest jobs (R2). GeForce cards are not licensed for data centres (R7).</source>
        <translation>对于学术机构和初创公司的服务器，RTX 6000 Ada 每卡 48 GB 显存，性价比最高；若 L40 价格合适，也可作为替代。三分之二到五分之四的 GPU 选用这类显卡，其余选用 H100 来承担最大的任务（R2）。GeForce 显卡的许可协议不允许用于数据中心（R7）。</translation>
    </message>
    <message>
        <source>Transformers want 24 GB of memory (M1). The RTX 4090 is the fastest 24 GB consumer card, and your budget covers it.</source>
        <translation>Transformer 需要 24 GB 显存（M1）。RTX 4090 是最快的 24 GB 消费级显卡，且在你的预算之内。</translation>
    </message>
    <message>
        <source>Transformers want 24 GB of memory (M1). A used RTX 3090 or 3090 Ti has it for about half the price of an RTX 4090; used cards are the guide&apos;s advice for a tight budget (C8).</source>
        <translation>Transformer 需要 24 GB 显存（M1）。二手 RTX 3090 或 3090 Ti 同样有 24 GB，价格约为 RTX 4090 的一半；预算紧张时，指南建议购买二手显卡（C8）。</translation>
    </message>
    <message>
        <source>Below the price of a used 24 GB card, most Transformers will not fit in memory (M1). Save for one, or rent a GPU for a while to learn what your models really need (M4).</source>
        <translation>预算低于一块二手 24 GB 显卡的价格时，大多数 Transformer 都无法装入显存（M1）。可以攒钱买一块，或先租用一段时间 GPU，了解模型的实际需求（M4）。</translation>
    </message>
    <message>
        <source>For conv nets and smaller models, the RTX 4080 trains fast and has 16 GB; your budget covers it.</source>
        <translation>对于卷积网络和较小的模型，RTX 4080 训练速度快，拥有 16 GB 显存，且在你的预算之内。</translation>
    </message>
    <message>
        <source>The RTX 4070 Ti is among the best-value new cards (R1). Its 12 GB suit most models that are not large Transformers.</source>
        <translation>RTX 4070 Ti 是性价比最高的全新显卡之一（R1）。其 12 GB 显存足以应对大型 Transformer 以外的大多数模型。</translation>
    </message>
    <message>
        <source>A used RTX 2080 Ti has tensor cores and 11 GB for little money; used cards stretch a small budget furthest (C8).</source>
        <translation>二手 RTX 2080 Ti 价格低廉，具备张量核心和 11 GB 显存；二手显卡能让有限的预算发挥最大作用（C8）。</translation>
    </message>
    <message>
        <source>A used RTX 3060 has 12 GB and tensor cores: the cheapest card that is still worth learning and prototyping on (C8).</source>
        <translation>二手 RTX 3060 拥有 12 GB 显存和张量核心，是仍值得用于学习和原型开发的最便宜显卡（C8）。</translation>
    </message>
    <message>
        <source>No card worth buying fits the budget, but your data is small or streams, so renting a GPU on vast.ai or Lambda by the hour works well. It also measures how much memory you need (M4). Past a year of steady use, a desktop is cheaper (C6).</source>
        <translation>预算内没有值得购买的显卡，但你的数据量小或可流式加载，因此在 vast.ai 或 Lambda 上按小时租用 GPU 很合适，还能借此测出你实际需要多少显存（M4）。若持续使用超过一年，台式机更便宜（C6）。</translation>
    </message>
    <message>
        <source>Large datasets on a budget below a used RTX 3060 have no simple answer. Work through the four steps below, and weigh a cheap card for prototyping against rented GPUs for the full runs (R14).</source>
        <translation>数据集较大而预算不够买一块二手 RTX 3060 时，没有简单的答案。请按下面的四个步骤逐一分析，并权衡是买一块便宜显卡做原型开发，还是租用 GPU 完成完整训练（R14）。</translation>
    </message>
    <message>
        <source>Language models need as much memory as you can get. The RTX 4090 has 24 GB and the fastest 8-bit inference of the consumer cards (P13).</source>
        <translation>语言模型需要尽可能多的显存。RTX 4090 拥有 24 GB 显存，8 位推理速度在消费级显卡中最快（P13）。</translation>
    </message>
    <message>
        <source>A used RTX 3090 or 3090 Ti gives language models the same 24 GB as an RTX 4090 for much less (M1, C8).</source>
        <translation>二手 RTX 3090 或 3090 Ti 能为语言模型提供与 RTX 4090 相同的 24 GB 显存，价格却低得多（M1、C8）。</translation>
    </message>
    <message>
        <source>For running models other than LLMs, the RTX 4070 Ti has the best inference performance per dollar (R1); the RTX 4080 adds speed and 16 GB of memory.</source>
        <translation>运行大语言模型以外的模型时，RTX 4070 Ti 的推理性价比最高（R1）；RTX 4080 速度更快，并有 16 GB 显存。</translation>
    </message>
    <message>
        <source>Learning deep learning</source>
        <translation>学习深度学习</translation>
    </message>
    <message>
        <source>Kaggle competitions</source>
        <translation>Kaggle 竞赛</translation>
    </message>
    <message>
        <source>Prototyping models</source>
        <translation>模型原型开发</translation>
    </message>
    <message>
        <source>Computer-vision applications</source>
        <translation>计算机视觉应用</translation>
    </message>
    <message>
        <source>Using pretrained Transformers or training small ones</source>
        <translation>使用预训练 Transformer 或训练小型 Transformer</translation>
    </message>
    <message>
        <source>Image generation (Stable Diffusion and the like)</source>
        <translation>图像生成（Stable Diffusion 等）</translation>
    </message>
    <message>
        <source>Working with Transformers</source>
        <translation>Transformer 相关工作</translation>
    </message>
    <message>
        <source>Research: training large Transformers or conv nets</source>
        <translation>科研：训练大型 Transformer 或卷积网络</translation>
    </message>
    <message>
        <source>Medical imaging, very large images, GANs, style transfer</source>
        <translation>医学影像、超大图像、GAN、风格迁移</translation>
    </message>
    <message>
        <source>FP32 (4 bytes a parameter)</source>
        <translation>FP32（每个参数 4 字节）</translation>
    </message>
    <message>
        <source>FP16 / BF16 (2 bytes)</source>
        <translation>FP16 / BF16（2 字节）</translation>
    </message>
    <message>
        <source>8-bit (1 byte)</source>
        <translation>8 位（1 字节）</translation>
    </message>
    <message>
        <source>4-bit (half a byte)</source>
        <translation>4 位（半字节）</translation>
    </message>
    <message>
        <source>weights %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>gradients %1</source>
        <translation>梯度 %1</translation>
    </message>
    <message>
        <source>optimizer state %1</source>
        <translation>优化器状态 %1</translation>
    </message>
    <message>
        <source>activations and headroom %1</source>
        <translation>激活值及余量 %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Good deal: %1 of the best performance per dollar</source>
        <translation>划算：达到最佳性价比的 %1</translation>
    </message>
    <message>
        <source>Poor deal at these prices: %1 of the best performance per dollar</source>
        <translation>按当前价格不划算：仅为最佳性价比的 %1</translation>
    </message>
    <message>
        <source>Too little memory for your need</source>
        <translation>显存不满足你的需求</translation>
    </message>
    <message>
        <source>Over your budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>Left out by your choices (segment or used cards)</source>
        <translation>已按你的选择排除（显卡类别或二手）</translation>
    </message>
    <message>
        <source>No price in the catalog by the chosen day</source>
        <translation>目录中截至所选日期没有价格</translation>
    </message>
    <message>
        <source>Not in the catalog</source>
        <translation>不在目录中</translation>
    </message>
    <message>
        <source>At these prices the guide&apos;s pick, %1, gives only %2 of the best performance per dollar that meets your needs; the live pick is the better buy.</source>
        <translation>按当前价格，指南推荐的 %1 只能达到满足你需求的最佳性价比的 %2；实时推荐更值得购买。</translation>
    </message>
    <message>
        <source>None of the guide&apos;s cards qualifies with your memory need, budget and choices; the live pick shows what does.</source>
        <translation>按你的显存需求、预算和选择，指南推荐的显卡均不符合条件；实时推荐列出了符合条件的显卡。</translation>
    </message>
    <message>
        <source>Small datasets such as Pascal VOC: 1 GPU</source>
        <translation>小型数据集（如 Pascal VOC）：1 块 GPU</translation>
    </message>
    <message>
        <source>Two runs at once, or bigger batches: 2 GPUs</source>
        <translation>同时跑两个训练或使用更大批量：2 块 GPU</translation>
    </message>
    <message>
        <source>Medium datasets such as MS COCO: 4 GPUs</source>
        <translation>中型数据集（如 MS COCO）：4 块 GPU</translation>
    </message>
    <message>
        <source>Reproducing papers: 8 GPUs</source>
        <translation>复现论文：8 块 GPU</translation>
    </message>
    <message>
        <source>256 GPUs or more: a DGX SuperPOD (R5).</source>
        <translation>256 块 GPU 及以上：DGX SuperPOD（R5）。</translation>
    </message>
    <message>
        <source>1024 GPUs or more: only TPU pods and DGX SuperPODs compete (R5, R12).</source>
        <translation>1024 块 GPU 及以上：只有 TPU Pod 和 DGX SuperPOD 具有竞争力（R5、R12）。</translation>
    </message>
    <message>
        <source>Servers of 8 GPUs: %1. Workstations or a few servers are enough.</source>
        <translation>8 卡服务器：%1 台。工作站或少量服务器即可满足需求。</translation>
    </message>
    <message>
        <source>Servers of 8 GPUs: %1. Labs and small firms do well with RTX-class cards in 4-8 GPU Supermicro or ASUS chassis (R10).</source>
        <translation>8 卡服务器：%1 台。实验室和小公司采用 4-8 卡的 Supermicro 或 ASUS 机箱搭配 RTX 级显卡即可（R10）。</translation>
    </message>
    <message>
        <source>Servers of 8 GPUs: %1. Labs and small firms do well with 4-8 GPU Supermicro or ASUS chassis, here with workstation or data-centre cards (R10, R7).</source>
        <translation>8 卡服务器：%1 台。实验室和小公司采用 4-8 卡的 Supermicro 或 ASUS 机箱即可，此处应搭配工作站或数据中心显卡（R10、R7）。</translation>
    </message>
    <message>
        <source>Servers of 8 GPUs: %1. At this size, data-centre cards or the cloud (R10).</source>
        <translation>8 卡服务器：%1 台。此规模下应选用数据中心显卡或云服务（R10）。</translation>
    </message>
    <message>
        <source>1. Decide what you want to do: the answers above.</source>
        <translation>1. 明确你要做什么：即上面的回答。</translation>
    </message>
    <message>
        <source>2. Work out the memory that needs: the memory estimate (M1-M3).</source>
        <translation>2. 算出所需显存：即显存估算（M1-M3）。</translation>
    </message>
    <message>
        <source>3. Among cards with that memory, take the best performance per dollar: the live pick (R3).</source>
        <translation>3. 在显存满足要求的显卡中选择性价比最高的：即实时推荐（R3）。</translation>
    </message>
    <message>
        <source>4. Check the build: does the card fit the case, is the power supply enough, can it be cooled (R14, B1-B5).</source>
        <translation>4. 检查装机方案：显卡能否装进机箱、电源是否够用、散热能否跟上（R14、B1-B5）。</translation>
    </message>
    <message>
        <source>cards with too little memory: %1</source>
        <translation>显存不足的显卡：%1</translation>
    </message>
    <message>
        <source>prices over your budget: %1</source>
        <translation>超出预算的报价：%1</translation>
    </message>
    <message>
        <source>cards without a price by the chosen day: %1</source>
        <translation>截至所选日期无价格的显卡：%1</translation>
    </message>
    <message>
        <source>No card in the catalog meets your needs.</source>
        <translation>目录中没有满足你需求的显卡。</translation>
    </message>
    <message>
        <source>No card in the catalog meets your needs (%1).</source>
        <translation>目录中没有满足你需求的显卡（%1）。</translation>
    </message>
    <message>
        <source>%1-token context</source>
        <translation>%1 token 上下文</translation>
    </message>
    <message>
        <source>%1 in %2, %3</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>, %1 users at once</source>
        <translation>，%1 名用户同时使用</translation>
    </message>
    <message>
        <source>LoRA fine-tuning of %1, %2</source>
        <translation>%1 的 LoRA 微调（%2）</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning of %1, %2</source>
        <translation>%1 的 QLoRA 微调（%2）</translation>
    </message>
    <message>
        <source>full fine-tuning of %1, %2</source>
        <translation>%1 的全量微调（%2）</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>KV 缓存 %1</translation>
    </message>
    <message>
        <source>gradients, optimizer and adapters %1</source>
        <translation>梯度、优化器和适配器 %1</translation>
    </message>
    <message>
        <source>activations %1</source>
        <translation>激活 %1</translation>
    </message>
    <message>
        <source>runtime %1</source>
        <translation>运行时 %1</translation>
    </message>
    <message>
        <source>Under 128 GPUs: 8-GPU nodes of GeForce cards if you can cool them, otherwise of workstation or data-centre cards (R5).</source>
        <translation>少于 128 块 GPU：如果能解决散热，用 GeForce 显卡组成 8 卡节点，否则用工作站或数据中心显卡（R5）。</translation>
    </message>
    <message>
        <source>Under 128 GPUs without GeForce cards: 8-GPU nodes of workstation or data-centre cards (R5).</source>
        <translation>少于 128 块 GPU 且不用 GeForce 显卡：用工作站或数据中心显卡组成 8 卡节点（R5）。</translation>
    </message>
    <message>
        <source>128 GPUs or more: 8-GPU nodes of data-centre cards (R5).</source>
        <translation>128 块 GPU 及以上：用数据中心显卡组成 8 卡节点（R5）。</translation>
    </message>
    <message>
        <source>512 GPUs or more: a DGX SuperPOD of the current data-centre generation (R5).</source>
        <translation>512 块 GPU 及以上：采用当代数据中心显卡的 DGX SuperPOD（R5）。</translation>
    </message>
    <message>
        <source>Best value for such nodes at today&apos;s new prices: %1 among GeForce cards, %2 among workstation and data-centre cards.</source>
        <translation>按当前全新价格，这类节点性价比最高的是：GeForce 显卡中的 %1，工作站和数据中心显卡中的 %2。</translation>
    </message>
    <message>
        <source>Best value for such nodes at today&apos;s new prices: %1.</source>
        <translation>按当前全新价格，这类节点性价比最高的是 %1。</translation>
    </message>
    <message>
        <source>Current software no longer runs on it</source>
        <translation>当前软件已无法在其上运行</translation>
    </message>
    <message>
        <source>, spilling into %1 GB of RAM at %2 GB/s where the cards fall short</source>
        <translation>，显卡放不下时借用 %1 GB 内存（%2 GB/s）</translation>
    </message>
</context>
<context>
    <name>AnswerText</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3 x %4)</source>
        <translation>%1 %2（%3 × %4）</translation>
    </message>
    <message>
        <source>At the prices of %1 it is still the best buy.</source>
        <translation>按 %1 的价格，它仍是最值得买的。</translation>
    </message>
    <message>
        <source>%1 has too little memory for what you asked, so buy %2.</source>
        <translation>%1 的显存不够你的需求，所以买 %2。</translation>
    </message>
    <message>
        <source>%1 is over your budget, so buy %2.</source>
        <translation>%1 超出你的预算，所以买 %2。</translation>
    </message>
    <message>
        <source>%1 is left out by your answers, so buy %2.</source>
        <translation>根据你的回答，%1 被排除在外，所以买 %2。</translation>
    </message>
    <message>
        <source>The catalog has no price for %1 by %2, so buy %3.</source>
        <translation>目录中没有 %1 在 %2 之前的价格，所以买 %3。</translation>
    </message>
    <message>
        <source>The catalog has no %1, so buy %2.</source>
        <translation>目录中没有 %1，所以买 %2。</translation>
    </message>
    <message>
        <source>At the prices of %1, %2 gives as much performance per dollar, so buy it.</source>
        <translation>按 %1 的价格，%2 的每美元性能不相上下，所以买它。</translation>
    </message>
    <message>
        <source>At the prices of %1, %2 gives %3 more performance per dollar than %4, so buy it instead.</source>
        <translation>按 %1 的价格，%2 的每美元性能比 %4 高 %3，所以改买它。</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation>购买 %1</translation>
    </message>
    <message>
        <source>Rent %1 at %2 per GPU-hour</source>
        <translation>租用 %1，每 GPU 小时 %2</translation>
    </message>
    <message>
        <source>Use %1, free</source>
        <translation>使用 %1（免费）</translation>
    </message>
    <message>
        <source>No card or cloud offer meets all of that</source>
        <translation>没有任何显卡或云服务能满足全部要求</translation>
    </message>
    <message>
        <source>No single card meets all of that: the ways out</source>
        <translation>没有一块显卡能满足全部要求：其他出路</translation>
    </message>
    <message>
        <source>The guide&apos;s flowchart says “%1”.</source>
        <translation>指南的流程图给出的答案是“%1”。</translation>
    </message>
    <message>
        <source>Of the cards that meet your needs, %1 gives the most performance per dollar at the prices of %2.</source>
        <translation>在满足你需求的显卡中，按 %2 的价格，%1 的每美元性能最高。</translation>
    </message>
    <message>
        <source>Of the cloud offers with the memory, it gives the most performance per dollar an hour (newest offers by %1).</source>
        <translation>在显存足够的云服务中，它每小时每美元的性能最高（截至 %1 的最新报价）。</translation>
    </message>
    <message>
        <source>Several GPUs in one machine: %1 (%2) hold %3 together, %4 on each card, with the model split across them.</source>
        <translation>一台机器装多块 GPU：%1（%2）合计可容纳 %3，每块 %4，模型拆分到各块显卡上。</translation>
    </message>
    <message>
        <source>Rent it: %1 holds %2 for %3 an hour (offer of %4).</source>
        <translation>租用：%1 可容纳 %2，每小时 %3（%4 的报价）。</translation>
    </message>
    <message>
        <source>A lower precision: in %1 it needs %2 a card, and %3 (%4) holds it.</source>
        <translation>降低精度：用 %1 时每块显卡需要 %2，%3（%4）可以容纳。</translation>
    </message>
    <message>
        <source>Fine-tune adapters instead of every weight: with %1 it needs %2 a card, and %3 (%4) holds it.</source>
        <translation>只微调适配器而非全部权重：用 %1 时每块显卡需要 %2，%3（%4）可以容纳。</translation>
    </message>
    <message>
        <source>A bigger budget: %1 (%2) is the cheapest that holds it, %3 over your budget.</source>
        <translation>提高预算：能容纳它的最便宜方案是 %1（%2），超出预算 %3。</translation>
    </message>
    <message>
        <source>Server only: an SXM module, sold inside HGX or DGX servers, not as a card for a desktop.</source>
        <translation>仅限服务器：这是 SXM 模块，只随 HGX 或 DGX 服务器出售，不能装进台式机。</translation>
    </message>
    <message>
        <source>Server only: a passive card that needs a server&apos;s airflow to stay cool (B5).</source>
        <translation>仅限服务器：被动散热显卡，需要服务器的风道才能保持凉爽（B5）。</translation>
    </message>
    <message>
        <source>Sold only in %1: elsewhere you may not find it, or only through importers.</source>
        <translation>仅在%1销售：在其他地区可能买不到，或只能通过进口商购买。</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国</translation>
    </message>
    <message>
        <source>Its newest price is from %1, more than %2 months before %3: check today&apos;s price before you buy.</source>
        <translation>它的最新价格来自 %1，比 %3 早了 %2 个多月：购买前请核实当前价格。</translation>
    </message>
    <message>
        <source>The offer was seen on %1, more than %2 months before %3: check today&apos;s price.</source>
        <translation>该报价记录于 %1，比 %3 早了 %2 个多月：请核实当前价格。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>No server passes the build checker with %1: %2.</source>
        <translation>没有哪台服务器能让 %1 通过装机检查：%2。</translation>
    </message>
    <message>
        <source>No workstation passes the build checker with %1: %2.</source>
        <translation>没有哪台工作站能让 %1 通过装机检查：%2。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>PCIe risers (the cards are too wide to sit side by side, B4)</source>
        <translation>PCIe 延长线（显卡太宽，无法并排插下，B4）</translation>
    </message>
    <message>
        <source>%1 x16 slots two slots apart (a free slot under each card, B5)</source>
        <translation>%1 个相隔两槽的 x16 插槽（每张卡下方空出一槽，B5）</translation>
    </message>
    <message numerus="yes">
        <source>%n x16 slot(s)</source>
        <translation>
            <numerusform>%n 个 x16 插槽</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 W of power supplies</source>
        <translation>合计 %1 W 的电源</translation>
    </message>
    <message>
        <source>a %1 W power supply</source>
        <translation>一台 %1 W 电源</translation>
    </message>
    <message>
        <source>a three-phase data-centre feed (%1 V x %2 A)</source>
        <translation>一路三相数据中心供电（%1 V × %2 A）</translation>
    </message>
    <message>
        <source>a %1 V / %2 A data-centre circuit</source>
        <translation>一路 %1 V / %2 A 数据中心电路</translation>
    </message>
    <message>
        <source>a %1 V / %2 A outlet</source>
        <translation>一个 %1 V / %2 A 插座</translation>
    </message>
    <message>
        <source>%1 need %2, %3 and %4 (B1, B2).</source>
        <translation>%1 需要%2、%3和%4（B1、B2）。</translation>
    </message>
    <message>
        <source>%1 needs %2, %3 and %4 (B1, B2).</source>
        <translation>%1 需要%2、%3和%4（B1、B2）。</translation>
    </message>
    <message>
        <source>the model split over the GPUs by layers</source>
        <translation>模型按层拆分到各块 GPU 上</translation>
    </message>
    <message>
        <source>full fine-tuning with the weights, gradients and optimizer states sharded over the GPUs</source>
        <translation>全参数微调，权重、梯度和优化器状态分片到各块 GPU 上</translation>
    </message>
    <message>
        <source>LoRA: the frozen 16-bit weights split over the GPUs, small adapters trained</source>
        <translation>LoRA：冻结的 16 位权重拆分到各块 GPU 上，只训练小型适配器</translation>
    </message>
    <message>
        <source>QLoRA: the frozen 4-bit weights split over the GPUs, small adapters trained</source>
        <translation>QLoRA：冻结的 4 位权重拆分到各块 GPU 上，只训练小型适配器</translation>
    </message>
    <message>
        <source>Memory per GPU: %1</source>
        <translation>每块 GPU 显存：%1</translation>
    </message>
    <message>
        <source>Memory for the whole job: %1, split over the machine&apos;s GPUs (%2); the result says how many.</source>
        <translation>整项任务所需显存：%1，拆分到机器的各块 GPU 上（%2）；结果页会给出卡数。</translation>
    </message>
    <message>
        <source>Memory for the whole job: %1, on one GPU.</source>
        <translation>整项任务所需显存：%1，放在一块 GPU 上。</translation>
    </message>
    <message>
        <source>Memory for the whole job: %1, %2 on each of %3 GPUs (%4).</source>
        <translation>整项任务所需显存：%1，%3 块 GPU 每块 %2（%4）。</translation>
    </message>
    <message>
        <source>Current software no longer runs on %1, so buy %2.</source>
        <translation>当前软件已无法在 %1 上运行，因此请购买 %2。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 each, %2 in all, price of %3</source>
        <translation>每块 %1，共 %2，%3 的价格</translation>
    </message>
    <message>
        <source>%1, price of %2</source>
        <translation>%1，%2 的价格</translation>
    </message>
    <message>
        <source>What you asked needs %1 (%2), over your budget of %3, so buy %4.</source>
        <translation>你要做的需要 %1（%2），超出 %3 的预算，所以买 %4。</translation>
    </message>
    <message>
        <source>%1 (%2) is over your budget of %3, so buy %4.</source>
        <translation>%1（%2）超出 %3 的预算，所以买 %4。</translation>
    </message>
    <message numerus="yes">
        <source>On their datasheets alone %n device(s) rate better per dollar (best: %1, %2 % more), but no measurement of this task, shipped or imported, covers %3, and such estimates may be off by about ±%4 %, so the pick rests on measured cards. Allow datasheet-only estimates to rank them with the rest.</source>
        <translation>
            <numerusform>仅看规格，有 %n 台设备每美元性能更好（最好的是 %1，高 %2 %），但无论附带的还是导入的实测数据，都没有 %3 做过这项任务，这类估算可能偏差约 ±%4 %，所以推荐基于有实测数据的显卡。允许仅按规格估算即可让它们一起排序。</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimate from specifications: no measurement of this task, shipped or imported, covers any %1 device, so it may be off by about ±%2 % (other vendors&apos; measured compute-bound speeds ran %3x to %4x their datasheet estimates).</source>
        <translation>按规格估算：无论附带的还是导入的实测数据，都没有任何 %1 设备做过这项任务，因此可能偏差约 ±%2 %（其他厂商受算力限制的实测速度是其规格估算的 %3 到 %4 倍）。</translation>
    </message>
    <message>
        <source>%1: a whole computer with its own power supply; nothing to build, and an ordinary outlet runs it.</source>
        <translation>%1：一台自带电源的整机，无需组装，普通插座即可供电。</translation>
    </message>
    <message>
        <source>an HGX or OAM baseboard</source>
        <translation>一块 HGX 或 OAM 底板</translation>
    </message>
    <message>
        <source>No power figure is published for it: its cost of ownership counts no electricity, so its value per dollar is a little better than it will be.</source>
        <translation>它没有公布功耗数字：拥有成本中没有计入电费，所以它的每美元性价比比实际略好。</translation>
    </message>
    <message>
        <source>Slow to read prompts: a %1-token prompt takes about %2 s before the first token (an estimate). Chat hardly notices; long documents and code do.</source>
        <translation>读取提示词较慢：一个 %1 token 的提示词要约 %2 秒才出第一个 token（估算值）。聊天时几乎感觉不到，长文档和代码则很明显。</translation>
    </message>
    <message>
        <source>Its prompt speed is unknown (no FP32 figure is published): for long documents or code, find a measured prompt speed before you buy.</source>
        <translation>它的提示词处理速度未知（没有公布 FP32 数字）：如果要处理长文档或代码，购买前请先找到实测的提示词速度。</translation>
    </message>
    <message>
        <source>It runs only by keeping %1 GB of the model in the computer&apos;s RAM (one GPU + RAM): its speed rests on an assumed share of the RAM&apos;s bandwidth that the CPU reaches, not on a measurement.</source>
        <translation>它要把模型的 %1 GB 放在电脑内存里才能运行（一块 GPU + 内存）：其速度基于 CPU 能达到的内存带宽比例的假设，而非实测。</translation>
    </message>
</context>
<context>
    <name>BuildText</name>
    <message>
        <source>The build draws %1 W (GPUs %2 W) from a %3 W power supply, leaving %4 W.</source>
        <translation>整机从 %3 W 电源取电 %1 W（其中 GPU %2 W），余量 %4 W。</translation>
    </message>
    <message>
        <source>The build draws %1 W (GPUs %2 W alone) but the power supply gives %3 W. Use a %4 W or larger supply, or set power limits.</source>
        <translation>整机功耗 %1 W（仅 GPU 就达 %2 W），但电源只能提供 %3 W。请换用 %4 W 或更大的电源，或设置功率限制。</translation>
    </message>
    <message>
        <source>%1 V / %2 A</source>
        <translation>%1 V / %2 A</translation>
    </message>
    <message>
        <source>At the wall it draws %1 W (at %2% efficiency); a %3 circuit carries %4 W continuously.</source>
        <translation>插座端取电 %1 W（转换效率 %2%）；%3 电路可持续承载 %4 W。</translation>
    </message>
    <message>
        <source>Use a 230 V or 20 A circuit, two circuits, or power limits.</source>
        <translation>请改用 230 V 或 20 A 电路、分接两路电路，或设置功率限制。</translation>
    </message>
    <message>
        <source>Split the load over two circuits, or set power limits.</source>
        <translation>请将负载分到两路电路上，或设置功率限制。</translation>
    </message>
    <message>
        <source>At the wall it draws %1 W (at %2% efficiency), more than the %3 W a %4 circuit carries continuously. %5</source>
        <translation>插座端取电 %1 W（转换效率 %2%），超过了 %4 电路可持续承载的 %3 W。%5</translation>
    </message>
    <message>
        <source>Risers take the cards off the board, so the slots are not a limit.</source>
        <translation>PCIe 延长线让显卡脱离主板安装，插槽数量不再受限。</translation>
    </message>
    <message>
        <source>Leave a free slot below each open-air card: the gap lowers temperatures by %1-%2 C.</source>
        <translation>请在每块开放式散热显卡下方留出一个空槽：这一间隙可使温度降低 %1-%2 C。</translation>
    </message>
    <message>
        <source>%1 open-air cards sit with no gap between them; they will pass %2 C and throttle. Use blower or water-cooled cards, or risers.</source>
        <translation>%1 块开放式散热显卡紧挨在一起，温度将超过 %2 C 并降频。请改用涡轮散热或水冷显卡，或使用 PCIe 延长线。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Outlet</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>功率限制</translation>
    </message>
    <message>
        <source>Power limit set</source>
        <translation>已设功率限制</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>插槽</translation>
    </message>
    <message>
        <source>SXM modules</source>
        <translation>SXM 模块</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Passive cooling</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>Case airflow</source>
        <translation>机箱风道</translation>
    </message>
    <message>
        <source>12VHPWR connector</source>
        <translation>12VHPWR 接口</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 版本</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>Mixed cards</source>
        <translation>混用显卡</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>显示输出</translation>
    </message>
    <message>
        <source>Workstation size</source>
        <translation>工作站规模</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可协议</translation>
    </message>
    <message>
        <source>The %1 is limited to %2 W of %3 W: about %4% slower, and cooler.</source>
        <translation>%1 被限制在 %2 W（额定 %3 W）：速度约慢 %4%，温度也更低。</translation>
    </message>
    <message>
        <source>SXM modules sit on the server&apos;s HGX/DGX baseboard.</source>
        <translation>SXM 模块安装在服务器的 HGX/DGX 基板上。</translation>
    </message>
    <message>
        <source>%1 SXM module(s) need an HGX/DGX server baseboard; a workstation cannot take them.</source>
        <translation>%1 个 SXM 模块需要 HGX/DGX 服务器基板，工作站无法安装。</translation>
    </message>
    <message>
        <source>Passive cards rely on the server&apos;s fans, which this chassis has.</source>
        <translation>被动散热显卡依靠服务器风扇散热，本机箱具备这一条件。</translation>
    </message>
    <message>
        <source>Passive data-centre cards have no fans; in a workstation they pass %1 C and throttle. Use a server chassis or cards with fans.</source>
        <translation>被动散热的数据中心显卡没有风扇，装在工作站中温度会超过 %1 C 并降频。请改用服务器机箱或带风扇的显卡。</translation>
    </message>
    <message>
        <source>A better case lowers temperatures by only %1-%2 C: it does not fix stacked cards.</source>
        <translation>更好的机箱只能让温度降低 %1-%2 C：解决不了显卡紧挨堆叠的问题。</translation>
    </message>
    <message>
        <source>The %1 uses a 12VHPWR plug, which melts when not fully seated (about %2% of users): clean the contacts, push until it clicks, do the wiggle test, and check there is no gap.</source>
        <translation>%1 使用 12VHPWR 接口，未完全插紧时会熔化（约 %2% 的用户遇到过）：请清洁触点、插到听见咔嗒声、做晃动测试，并确认没有缝隙。</translation>
    </message>
    <message>
        <source>x%1 lanes per GPU starve training; use x8 or at least x4.</source>
        <translation>每个 GPU 仅 x%1 通道会拖慢训练；请使用 x8，至少 x4。</translation>
    </message>
    <message>
        <source>With x%1 lanes, %2 GPUs lose about %3-%4% when training together; x8 per GPU is better.</source>
        <translation>每个 GPU 为 x%1 通道时，%2 个 GPU 协同训练约损失 %3-%4% 性能；每个 GPU 配 x8 更好。</translation>
    </message>
    <message>
        <source>x%1 lanes per GPU are enough for a build of this size.</source>
        <translation>对于此规模的装机方案，每个 GPU x%1 通道已足够。</translation>
    </message>
    <message>
        <source>PCIe %1 is fine: PCIe 4 or 5 matters only from 8 GPUs (a 4-GPU box gains %2-%3%).</source>
        <translation>PCIe %1 足够：PCIe 4 或 5 要到 8 个 GPU 才有明显作用（4 卡机器仅提升 %2-%3%）。</translation>
    </message>
    <message>
        <source>With %1 GPUs on PCIe %2, PCIe 4 or 5 would help the GPUs exchange gradients.</source>
        <translation>%1 个 GPU 使用 PCIe %2 时，换用 PCIe 4 或 5 有助于 GPU 之间交换梯度。</translation>
    </message>
    <message>
        <source>NVLink bridges are not worth buying: they pay off only from about %1 GPUs.</source>
        <translation>NVLink 桥接器不值得购买：大约 %1 个 GPU 以上才能见效。</translation>
    </message>
    <message>
        <source>Mixed cards work, but training across them runs at the slowest card&apos;s speed.</source>
        <translation>混用不同显卡可以工作，但跨卡训练只能以最慢显卡的速度运行。</translation>
    </message>
    <message>
        <source>Mixed cards work, but training across them runs at the speed of the %1, the slowest (%2% of the fastest).</source>
        <translation>混用不同显卡可以工作，但跨卡训练只能以最慢的 %1 的速度运行（为最快显卡的 %2%）。</translation>
    </message>
    <message>
        <source>%1 Gbit/s between machines is enough for multi-node training.</source>
        <translation>机器间 %1 Gbit/s 的网络足以支持多机训练。</translation>
    </message>
    <message>
        <source>%1 CPU cores give %2 per GPU; data loading wants %3-%4.</source>
        <translation>%1 个 CPU 核心，每个 GPU 分得 %2 个；数据加载需要 %3-%4 个。</translation>
    </message>
    <message>
        <source>%1 CPU cores give only %2 per GPU; data loading wants %3-%4. With 4-8 GPUs a fast single thread matters too.</source>
        <translation>%1 个 CPU 核心，每个 GPU 仅分得 %2 个；数据加载需要 %3-%4 个。使用 4-8 个 GPU 时，单线程性能也很重要。</translation>
    </message>
    <message>
        <source>The %1 also drives the display, which takes about %2 GB of its memory; use the CPU&apos;s graphics or a cheap second card.</source>
        <translation>%1 同时负责显示输出，会占用约 %2 GB 显存；请改用 CPU 核显或一块便宜的副卡。</translation>
    </message>
    <message>
        <source>%1 GPUs are more than a workstation handles well (up to %2: heat and power); a server chassis takes 8.</source>
        <translation>%1 个 GPU 超出了工作站的合理承载（最多 %2 个，受散热和供电限制）；服务器机箱可容纳 8 个。</translation>
    </message>
    <message>
        <source>%1 GB of host RAM covers the GPUs&apos; %2 GB.</source>
        <translation>%1 GB 主机内存足以覆盖 GPU 的 %2 GB 显存。</translation>
    </message>
    <message>
        <source>%1 GB of host RAM is less than the GPUs&apos; %2 GB; jobs that stage data in RAM will be killed. Match it at least.</source>
        <translation>%1 GB 主机内存少于 GPU 的 %2 GB 显存；需要在内存中暂存数据的任务会被强制终止。主机内存至少应与显存相当。</translation>
    </message>
    <message>
        <source>The %1 is a GeForce card: its driver licence bars data-centre use (universities can ask for an exemption).</source>
        <translation>%1 是 GeForce 显卡：其驱动许可协议禁止在数据中心使用（高校可申请豁免）。</translation>
    </message>
    <message>
        <source>%1 Gbit/s between the %2 machines is too slow: use %3 Gbit/s or more (used EDR InfiniBand, two cards and a cable for about %4). 10 Gbit/s suits only some conv nets and DeepSpeed-style training.</source>
        <translation>%2 台机器之间 %1 Gbit/s 的网络太慢：请使用 %3 Gbit/s 或更快的网络（二手 EDR InfiniBand，两块网卡加一根线缆约 %4）。10 Gbit/s 仅适合部分卷积网络和 DeepSpeed 式训练。</translation>
    </message>
    <message>
        <source>%1: FP4 weights need Blackwell tensor cores.</source>
        <translation>%1：FP4 权重需要 Blackwell 张量核心。</translation>
    </message>
    <message>
        <source>%1: does not fit on your GPU, %2 GB short.</source>
        <translation>%1：你的 GPU 容纳不下，还差 %2 GB。</translation>
    </message>
    <message>
        <source>%1: does not fit on your %2 GPUs, %3 GB short.</source>
        <translation>%1：你的 %2 块 GPU 容纳不下，还差 %3 GB。</translation>
    </message>
    <message>
        <source>%1: fits on your GPU, about %2 tokens/s.</source>
        <translation>%1：你的 GPU 可以容纳，约 %2 token/秒。</translation>
    </message>
    <message>
        <source>%1: fits on %2 of your %3 GPUs, about %4 tokens/s.</source>
        <translation>%1：你的 %3 块 GPU 中用 %2 块即可容纳，约 %4 token/秒。</translation>
    </message>
    <message>
        <source>Set power limits, use fewer cards, or use a 230 V circuit.</source>
        <translation>请设置功率限制、减少显卡数量，或改用 230 V 电路。</translation>
    </message>
    <message>
        <source>Set power limits, use fewer cards, or split the load over two circuits.</source>
        <translation>请设置功率限制、减少显卡数量，或将负载分到两路电路上。</translation>
    </message>
    <message>
        <source>The build draws %1 W (GPUs %2 W alone) but the power supply gives %3 W. A bigger supply would not help: through this outlet a supply can deliver at most %4 W, so the outlet is the limit. %5</source>
        <translation>整机功耗 %1 W（仅显卡就达 %2 W），但电源只能提供 %3 W。换更大的电源也无济于事：经由这个插座，电源最多只能输出 %4 W，瓶颈在插座。%5</translation>
    </message>
    <message>
        <source>Use a bigger supply or fewer cards.</source>
        <translation>请换用更大的电源或减少显卡数量。</translation>
    </message>
    <message>
        <source>The outlet is the limit: use fewer cards or a 230 V circuit.</source>
        <translation>瓶颈在插座：请减少显卡数量或改用 230 V 电路。</translation>
    </message>
    <message>
        <source>The outlet is the limit: use fewer cards or a second circuit.</source>
        <translation>瓶颈在插座：请减少显卡数量或再接一路电路。</translation>
    </message>
    <message>
        <source>Power limits cannot save this build: the cards would have to run at %1% of their board power, and drivers go no lower than about %2%. %3</source>
        <translation>功率限制也救不了此装机方案：显卡须降到板卡功耗的 %1%，而驱动最低只能设到约 %2%。%3</translation>
    </message>
    <message>
        <source>Limit each card to %1% of its board power (%2 W for the %3, nvidia-smi -pl): the build then stays %4% under what the outlet carries.</source>
        <translation>将每块显卡限制在板卡功耗的 %1%（%3 为 %2 W，用 nvidia-smi -pl 设置）：整机将比插座的承载能力低 %4%。</translation>
    </message>
    <message>
        <source>Limit each card to %1% of its board power (%2 W for the %3, nvidia-smi -pl): the build then stays %4% under the power supply&apos;s rating.</source>
        <translation>将每块显卡限制在板卡功耗的 %1%（%3 为 %2 W，用 nvidia-smi -pl 设置）：整机将比电源额定功率低 %4%。</translation>
    </message>
    <message>
        <source>That saves %1 W and costs about %2% speed.</source>
        <translation>这可节省 %1 W，速度约损失 %2%。</translation>
    </message>
    <message>
        <source>The cards fit: they need %1 of the board&apos;s %2 full-length x16 slots.</source>
        <translation>显卡可以装下：需占用主板 %2 个全长 x16 插槽中的 %1 个。</translation>
    </message>
    <message>
        <source>Cards up to %3 slots wide, in x16 slots %4 apart, need a motherboard with %1 full-length PCIe x16 slots (the long graphics-card slots); this one has %2. Use 2-slot variants, PCIe risers or water cooling.</source>
        <translation>显卡最宽占 %3 槽，x16 插槽间距为 %4 槽，因此需要有 %1 个全长 PCIe x16 插槽（插显卡的长插槽）的主板；当前主板只有 %2 个。请改用双槽版本、PCIe 延长线或水冷。</translation>
    </message>
    <message>
        <source>Software support</source>
        <translation>软件支持</translation>
    </message>
    <message>
        <source>Current CUDA, PyTorch and llama.cpp builds no longer run on the %1. %2</source>
        <translation>当前的 CUDA、PyTorch 和 llama.cpp 版本已不再支持 %1。%2</translation>
    </message>
    <message>
        <source>The %1 runs only older CUDA, PyTorch and llama.cpp releases. %2</source>
        <translation>%1 只能运行较旧的 CUDA、PyTorch 和 llama.cpp 版本。%2</translation>
    </message>
    <message>
        <source>The %1 is a whole computer with its own power supply, CPU and cooling: the supply, slot, cooling and PCIe checks do not apply, and its price covers the whole machine.</source>
        <translation>%1 是一台自带电源、CPU 和散热的整机：电源、插槽、散热和 PCIe 检查都不适用，它的价格就是整台机器的价格。</translation>
    </message>
    <message>
        <source>The %1 is a whole computer: it runs alone, with no other GPU beside it, and two of them are two machines. Check it on its own (this build holds %2 devices).</source>
        <translation>%1 是一台整机：它只能单独使用，旁边不能再加别的 GPU，两台就是两台机器。请单独检查它（这套方案里有 %2 台设备）。</translation>
    </message>
    <message>
        <source>The catalog has no power figure for the %1; a %2 circuit carries %3 W continuously, so compare the maker&apos;s figure with that.</source>
        <translation>目录里没有 %1 的功耗数字；%2 的电路可持续承载 %3 W，请拿厂商给出的数字与之比较。</translation>
    </message>
    <message>
        <source>The %1&apos;s power figure is %2 W; a %3 circuit carries %4 W continuously.</source>
        <translation>%1 的功耗数字为 %2 W；%3 的电路可持续承载 %4 W。</translation>
    </message>
    <message>
        <source>By their power figures the build draws %1 W, more than the %2 W a %3 circuit carries continuously.</source>
        <translation>按功耗数字，这套方案要 %1 W，超过了 %3 电路可持续承载的 %2 W。</translation>
    </message>
    <message>
        <source>Whole computer</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>%1: does not fit in the memory its GPU may use, %2 GB short.</source>
        <translation>%1：放不进其 GPU 可用的内存，还差 %2 GB。</translation>
    </message>
    <message>
        <source>%1: fits in the memory its GPU may use, about %2 tokens/s.</source>
        <translation>%1：能放进其 GPU 可用的内存，约每秒 %2 个 token。</translation>
    </message>
    <message>
        <source>Generated tokens per second for one user, largest cards first, layers split across GPUs as llama.cpp does; estimates of the LLM planner for its %2 backend, typically within ±%1 % on one device (multi-GPU overheads are assumptions).</source>
        <translation>单个用户每秒生成的 token 数；优先使用显存最大的显卡，像 llama.cpp 一样按层拆分到各 GPU；这是 LLM 规划器针对其 %2 后端的估算，单台设备通常误差在 ±%1 % 以内（多 GPU 开销为假设值）。</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Add %1 price of %2</source>
        <translation>添加 %2 的%1价格</translation>
    </message>
</context>
<context>
    <name>CatalogFiles</name>
    <message>
        <source>Import CSV</source>
        <translation>导入 CSV</translation>
    </message>
    <message>
        <source>CSV files and llama-bench output (*.csv *.json *.jsonl *.md *.txt);;All files (*)</source>
        <translation>CSV 文件和 llama-bench 输出 (*.csv *.json *.jsonl *.md *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>%1 is not a file: a device, a pipe or a folder cannot be imported.</source>
        <translation>%1 不是文件：设备、管道或文件夹无法导入。</translation>
    </message>
    <message>
        <source>Imported %1: %2 new, %3 updated</source>
        <translation>已导入 %1：新增 %2 条，更新 %3 条</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message>
        <source>Card of the llama-bench Run</source>
        <translation>llama-bench 运行所用的显卡</translation>
    </message>
    <message>
        <source>%1 does not say which card llama-bench ran on.
Card:</source>
        <translation>%1 没有写明 llama-bench 是在哪块显卡上运行的。
显卡：</translation>
    </message>
    <message>
        <source>Imported %1 (llama-bench) as your runs of %2: %3 new, %4 replaced, %5 unchanged</source>
        <translation>已将 %1（llama-bench）导入为你在 %2 上的实测：新增 %3 条，替换 %4 条，%5 条未变</translation>
    </message>
    <message>
        <source>, dated today (the table has no date)</source>
        <translation>，日期记为今天（表格中没有日期）</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Cloud offers</source>
        <translation>云服务报价</translation>
    </message>
    <message>
        <source>System base costs</source>
        <translation>整机基础成本</translation>
    </message>
    <message>
        <source>Benchmark results (shipped and yours)</source>
        <translation>基准测试结果（自带的和你的）</translation>
    </message>
    <message>
        <source>Export Catalog CSV</source>
        <translation>导出目录 CSV</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>数据表：</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>CatalogOpener</name>
    <message>
        <source>This catalog was written by a newer version of GPU Advisor.</source>
        <translation>此目录由更新版本的 GPU Advisor 写入。</translation>
    </message>
    <message>
        <source>This version can show it but must not change it. Open it read-only?</source>
        <translation>当前版本可以显示它，但不能修改它。以只读方式打开吗？</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>以只读方式打开(&amp;R)</translation>
    </message>
    <message>
        <source>Another program is using this catalog.</source>
        <translation>另一个程序正在使用此目录。</translation>
    </message>
    <message>
        <source>Perhaps GPU Advisor is already open. Close the other program, then try again.</source>
        <translation>可能已有一个 GPU Advisor 在运行。请关闭另一个程序后重试。</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>GPU Advisor</source>
        <translation>GPU Advisor</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>The catalog cannot be opened.</source>
        <translation>无法打开目录。</translation>
    </message>
    <message>
        <source>The catalog file is damaged.</source>
        <translation>目录文件已损坏。</translation>
    </message>
    <message>
        <source>GPU Advisor can keep the damaged file as a backup next to it, make a fresh catalog, and copy into it your cards, prices and builds that can still be read. Recover it?</source>
        <translation>GPU Advisor 可以把损坏的文件作为备份保留在原处，新建一个目录，并把仍可读取的显卡、价格和装机方案复制进去。要恢复吗？</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>The catalog was recovered.</source>
        <translation>目录已恢复。</translation>
    </message>
    <message>
        <source>The folder cannot be written, so no catalog can be created there.</source>
        <translation>该文件夹不可写，无法在其中创建目录。</translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation>该文件夹不存在。</translation>
    </message>
    <message>
        <source>Your catalog was brought up to this version&apos;s cards and prices.</source>
        <translation>您的目录已更新为此版本的显卡与价格数据。</translation>
    </message>
</context>
<context>
    <name>CatalogProblem</name>
    <message>
        <source>it was opened read-only</source>
        <translation>它以只读方式打开</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>文件受写保护</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>其所在文件夹不可写</translation>
    </message>
    <message>
        <source>a newer version of GPU Advisor wrote it</source>
        <translation>它由更新版本的 GPU Advisor 写入</translation>
    </message>
    <message>
        <source>The disk is full, so nothing was saved and the catalog is as it was. Free some space and try again.</source>
        <translation>磁盘已满，未保存任何内容，目录保持原样。请释放一些空间后重试。</translation>
    </message>
    <message>
        <source>Another program (perhaps another GPU Advisor window) is using the catalog, so nothing was saved. Close it and try again.</source>
        <translation>另一个程序（可能是另一个 GPU Advisor 窗口）正在使用此目录，因此未保存任何内容。请关闭它后重试。</translation>
    </message>
    <message>
        <source>The catalog is read-only, so nothing was saved.</source>
        <translation>目录为只读，未保存任何内容。</translation>
    </message>
    <message>
        <source>Writing the catalog failed, so nothing was saved and the catalog is as it was. The disk may be full or failing.</source>
        <translation>写入目录失败，未保存任何内容，目录保持原样。磁盘可能已满或出现故障。</translation>
    </message>
    <message>
        <source>The catalog file is damaged.</source>
        <translation>目录文件已损坏。</translation>
    </message>
    <message>
        <source>This file is a database of another program, not a GPU Advisor catalog. It was not changed.</source>
        <translation>此文件是其他程序的数据库，不是 GPU Advisor 目录。文件未被修改。</translation>
    </message>
    <message>
        <source>A newer version of GPU Advisor wrote this catalog. This version can show it but not change it.</source>
        <translation>此目录由更新版本的 GPU Advisor 写入。当前版本可以显示它，但不能修改它。</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>损坏的文件已保留为 %1。</translation>
    </message>
    <message numerus="yes">
        <source>A fresh catalog was made from the shipped data, and %n row(s) that could still be read were copied into it</source>
        <translation>
            <numerusform>已用随附数据新建目录，并复制了 %n 条仍可读取的记录</numerusform>
        </translation>
    </message>
    <message>
        <source>cards %1, prices %2, cloud offers %3, system costs %4, saved builds %5</source>
        <translation>显卡 %1 条，价格 %2 条，云服务报价 %3 条，整机基础成本 %4 条，装机方案 %5 个</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) held invalid values and were left out.</source>
        <translation>
            <numerusform>有 %n 条记录的数值无效，已略去。</numerusform>
        </translation>
    </message>
    <message>
        <source>Some of the file could not be read; anything beyond the damage is only in the backup.</source>
        <translation>文件有部分内容无法读取；损坏处之后的数据只保留在备份中。</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>cloud offers</source>
        <translation>云端报价</translation>
    </message>
    <message>
        <source>system costs</source>
        <translation>整机成本</translation>
    </message>
    <message>
        <source>benchmark results</source>
        <translation>基准测试结果</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2 条</translation>
    </message>
    <message>
        <source>No new rows.</source>
        <translation>没有新增条目。</translation>
    </message>
    <message>
        <source>New: %1.</source>
        <translation>新增：%1。</translation>
    </message>
    <message>
        <source>Updated to this version&apos;s data: %1.</source>
        <translation>已更新为此版本的数据：%1。</translation>
    </message>
    <message>
        <source>Rows you edited or added, kept as you left them: %1.</source>
        <translation>您编辑或添加的条目保持原样：%1。</translation>
    </message>
    <message>
        <source>Rows you deleted, left deleted: %1.</source>
        <translation>您删除的条目仍保持删除：%1。</translation>
    </message>
    <message>
        <source>Left out because you removed or renamed their card: %1.</source>
        <translation>因您删除或重命名了对应显卡而未加入：%1。</translation>
    </message>
    <message>
        <source>The catalog as it was is kept as %1.</source>
        <translation>更新前的目录已保存为 %1。</translation>
    </message>
    <message>
        <source>Could not create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>Could not write %1: the disk is full. Nothing was written; a file that was there is unchanged. Free some space and try again.</source>
        <translation>无法写入 %1：磁盘已满。什么也没有写入；原有的文件保持不变。请释放一些空间后重试。</translation>
    </message>
    <message>
        <source>Could not write %1: %2. Nothing was written; a file that was there is unchanged.</source>
        <translation>无法写入 %1：%2。什么也没有写入；原有的文件保持不变。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Another program added a card named %1. Nothing was overwritten.</source>
        <translation>另一个程序添加了名为 %1 的显卡。没有覆盖任何内容。</translation>
    </message>
    <message>
        <source>Another program removed or renamed %1 after it was shown here. Nothing was overwritten.</source>
        <translation>%1 在此处显示后被另一个程序删除或重命名。没有覆盖任何内容。</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Another program changed the %1 price of %2 dated %3 after it was shown here: it was %4 and is now %5. Nothing was overwritten.</source>
        <translation>%2 在 %3 的%1价格在此处显示后被另一个程序更改：原为 %4，现为 %5。没有覆盖任何内容。</translation>
    </message>
    <message>
        <source>Another program changed the %1 price of %2 after it was shown here: it was %3 and is now %4. Nothing was overwritten.</source>
        <translation>%2 的%1价格在此处显示后被另一个程序更改：原为 %3，现为 %4。没有覆盖任何内容。</translation>
    </message>
    <message>
        <source>Another program changed %1 of %2 after it was shown here: it was &quot;%3&quot; and is now &quot;%4&quot;. Nothing was overwritten.</source>
        <translation>%2 的%1在此处显示后被另一个程序更改：原为“%3”，现为“%4”。没有覆盖任何内容。</translation>
    </message>
    <message>
        <source>and 1 more problem</source>
        <translation>还有 1 个问题</translation>
    </message>
    <message>
        <source>and %1 more problems</source>
        <translation>还有 %1 个问题</translation>
    </message>
</context>
<context>
    <name>ChartAssumptions</name>
    <message>
        <source>new prices as of %1</source>
        <translation>截至 %1 的全新价格</translation>
    </message>
    <message>
        <source>used prices as of %1</source>
        <translation>截至 %1 的二手价格</translation>
    </message>
    <message>
        <source>Assumptions: %1</source>
        <translation>假设：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>at least %1 GB of memory</source>
        <translation>显存至少 %1 GB</translation>
    </message>
    <message>
        <source>any memory size</source>
        <translation>显存不限</translation>
    </message>
    <message>
        <source>segments: %1</source>
        <translation>产品定位：%1</translation>
    </message>
    <message>
        <source>names containing “%1”</source>
        <translation>名称包含“%1”</translation>
    </message>
    <message>
        <source>GPUs per machine: %1</source>
        <translation>每台机器显卡数：%1</translation>
    </message>
    <message>
        <source>years of ownership: %1</source>
        <translation>持有年限：%1</translation>
    </message>
    <message>
        <source>electricity: %1</source>
        <translation>电价：%1</translation>
    </message>
    <message>
        <source>utilisation: %1 %</source>
        <translation>利用率：%1 %</translation>
    </message>
    <message>
        <source>vendors: %1</source>
        <translation>厂商：%1</translation>
    </message>
</context>
<context>
    <name>ChartCommands</name>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Chart written to %1</source>
        <translation>图表已保存到 %1</translation>
    </message>
    <message>
        <source>Export Chart Data</source>
        <translation>导出图表数据</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Chart copied to the clipboard</source>
        <translation>图表已复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>ChartDataText</name>
    <message>
        <source>Performance per dollar: %1</source>
        <translation>性价比：%1</translation>
    </message>
    <message>
        <source>Performance: %1</source>
        <translation>性能：%1</translation>
    </message>
    <message>
        <source>Relative performance (%1 = 1)</source>
        <translation>相对性能（%1 = 1）</translation>
    </message>
    <message>
        <source>, %1 GPUs per machine</source>
        <translation>，每台机器 %1 块 GPU</translation>
    </message>
    <message>
        <source>The reference card &quot;%1&quot; is not in the catalog.</source>
        <translation>参考显卡“%1”不在目录中。</translation>
    </message>
    <message>
        <source>Relative performance per %1 of ownership (%2 = 1)</source>
        <translation>每 %1 拥有成本的相对性能（%2 = 1）</translation>
    </message>
    <message>
        <source>Bars: estimated by the model (not yet checked against measurements).</source>
        <translation>条形：模型估算值（尚未与实测结果核对）。</translation>
    </message>
    <message>
        <source>Bars: estimated by the model (typically within ±%1 % on measured cards).</source>
        <translation>条形：模型估算值（在有实测的显卡上，误差通常在 ±%1 % 以内）。</translation>
    </message>
    <message>
        <source>Measured results (◆) are marked on the performance chart, not per dollar; hover a bar for them.</source>
        <translation>实测结果（◆）只标在性能图上，不标在性价比图上；将鼠标悬停在条形上可查看。</translation>
    </message>
    <message>
        <source>Measured results (◆) are marked with 1 GPU per machine only; hover a bar for them.</source>
        <translation>实测结果（◆）仅在每台机器 1 块 GPU 时标出；将鼠标悬停在条形上可查看。</translation>
    </message>
    <message>
        <source>Measured results (◆) are marked on the performance chart, not per dollar.</source>
        <translation>实测结果（◆）只标在性能图上，不标在性价比图上。</translation>
    </message>
    <message>
        <source>Measured results (◆) are marked with 1 GPU per machine only.</source>
        <translation>实测结果（◆）仅在每台机器 1 块 GPU 时标出。</translation>
    </message>
    <message>
        <source>◆ measured: one GPU each against the %1 on the same benchmark.</source>
        <translation>◆ 实测值：各用一块 GPU，在同一基准测试上与 %1 对比。</translation>
    </message>
    <message>
        <source>No measured results against the %1 for this metric and workload.</source>
        <translation>此指标和工作负载下没有与 %1 对比的实测结果。</translation>
    </message>
    <message>
        <source>The bars are the performance model&apos;s estimates. A diamond marks a measurement: the card&apos;s measured throughput over the reference card&apos;s on the same benchmark from the same source, one GPU each, with the model, the source and the year beside it. Hover a bar for every measurement.</source>
        <translation>条形为性能模型的估算值。菱形标记实测值：该显卡与参考显卡在同一来源、同一基准测试上的实测吞吐量之比（各一块 GPU），旁边注明模型、来源和年份。将鼠标悬停在条形上可查看全部实测结果。</translation>
    </message>
    <message>
        <source>† old price (%1): %2 of %3 bars.</source>
        <translation>† 旧价格（%1）：%3 个条形中有 %2 个。</translation>
    </message>
    <message>
        <source>‡ legacy software only (an older CUDA and PyTorch).</source>
        <translation>‡ 仅旧版软件（较旧的 CUDA 和 PyTorch）。</translation>
    </message>
    <message>
        <source>⊘ grey: current software no longer runs on it.</source>
        <translation>⊘ 灰色：当前软件已无法在其上运行。</translation>
    </message>
    <message>
        <source>§ %1</source>
        <translation>§ %1</translation>
    </message>
    <message>
        <source>Not rated, as their makers publish no FP32 rate: %1.</source>
        <translation>未评分（厂商未公布 FP32 算力）：%1。</translation>
    </message>
    <message>
        <source>No power figure is published for %1: their cost counts no electricity.</source>
        <translation>%1 没有公布功耗数字：其成本中没有计入电费。</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Unknown file type for %1: use .png, .svg, .pdf or .csv.</source>
        <translation>无法识别 %1 的文件类型：请使用 .png、.svg、.pdf 或 .csv。</translation>
    </message>
    <message>
        <source>Could not encode the PNG image.</source>
        <translation>无法编码 PNG 图像。</translation>
    </message>
</context>
<context>
    <name>CompareData</name>
    <message>
        <source>The reference card &quot;%1&quot; is not in the catalog.</source>
        <translation>参考显卡“%1”不在目录中。</translation>
    </message>
</context>
<context>
    <name>CompareMarks</name>
    <message>
        <source>best of the compared cards</source>
        <translation>所比较显卡中的最佳值</translation>
    </message>
    <message>
        <source>%1 (best)</source>
        <translation>%1（最佳）</translation>
    </message>
    <message>
        <source>Bold on green: the best of the compared cards in a row where higher or lower is better (ties all marked). Rows such as architecture or release year have no best.</source>
        <translation>绿底加粗：在越高越好或越低越好的行中，所比较显卡中的最佳值（并列时全部标出）。架构、发布年份等行没有最佳值。</translation>
    </message>
    <message>
        <source>Each card&apos;s colour in the chart.</source>
        <translation>各显卡在图表中的颜色。</translation>
    </message>
</context>
<context>
    <name>EnumLabels</name>
    <message>
        <source>8-bit inference</source>
        <translation>8 位推理</translation>
    </message>
    <message>
        <source>16-bit inference</source>
        <translation>16 位推理</translation>
    </message>
    <message>
        <source>16-bit training</source>
        <translation>16 位训练</translation>
    </message>
    <message>
        <source>Transformers</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <source>conv nets</source>
        <translation>卷积网络</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>消费级</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Data centre</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>张量核心</translation>
    </message>
    <message>
        <source>Matrix throughput</source>
        <translation>矩阵吞吐量</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>8-bit data</source>
        <translation>8 位数据</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>L2 缓存</translation>
    </message>
    <message>
        <source>Shared memory per SM</source>
        <translation>每 SM 共享内存</translation>
    </message>
    <message>
        <source>SM count x clock</source>
        <translation>SM 数 × 频率</translation>
    </message>
    <message>
        <source>Tensor-core generation</source>
        <translation>张量核心代际</translation>
    </message>
    <message>
        <source>Asynchronous copy</source>
        <translation>异步拷贝</translation>
    </message>
    <message>
        <source>Tensor Memory Accelerator</source>
        <translation>张量内存加速器（TMA）</translation>
    </message>
    <message>
        <source>Power budget</source>
        <translation>功耗预算</translation>
    </message>
    <message>
        <source>Batch size that fits in memory</source>
        <translation>显存可容纳的批大小</translation>
    </message>
    <message>
        <source>Measured cards of its generation</source>
        <translation>同代显卡的实测校准</translation>
    </message>
    <message>
        <source>Blower</source>
        <translation>涡轮散热</translation>
    </message>
    <message>
        <source>Open air</source>
        <translation>开放式散热</translation>
    </message>
    <message>
        <source>Passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Module (SXM, OAM)</source>
        <translation>模块（SXM、OAM）</translation>
    </message>
    <message>
        <source>Whole computer</source>
        <translation>整机</translation>
    </message>
</context>
<context>
    <name>GpuFieldText</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Release year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <source>Release
year</source>
        <translation>发布
年份</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Memory
(GB)</source>
        <translation>显存
(GB)</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>Bandwidth
(GB/s)</source>
        <translation>带宽
(GB/s)</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM 数</translation>
    </message>
    <message>
        <source>Tensor core generation</source>
        <translation>张量核心代际</translation>
    </message>
    <message>
        <source>FP16 tensor (TFLOPS, FP16 acc.)</source>
        <translation>FP16 张量（TFLOPS，FP16 累加）</translation>
    </message>
    <message>
        <source>FP16 tensor (TFLOPS, FP32 acc.)</source>
        <translation>FP16 张量（TFLOPS，FP32 累加）</translation>
    </message>
    <message>
        <source>FP16 tensor
FP32 acc.
(TFLOPS)</source>
        <translation>FP16 张量
FP32 累加
(TFLOPS)</translation>
    </message>
    <message>
        <source>Dense FP16 tensor-core rate with FP32 accumulation, at boost clock (what mixed-precision training gets). Empty: no tensor cores.</source>
        <translation>FP32 累加下的稠密 FP16 张量核心算力，按加速频率计（即混合精度训练实际可用的算力）。留空：无张量核心。</translation>
    </message>
    <message>
        <source>BF16 tensor (TFLOPS)</source>
        <translation>BF16 张量（TFLOPS）</translation>
    </message>
    <message>
        <source>INT8 tensor (TOPS)</source>
        <translation>INT8 张量（TOPS）</translation>
    </message>
    <message>
        <source>FP8 tensor (TFLOPS)</source>
        <translation>FP8 张量（TFLOPS）</translation>
    </message>
    <message>
        <source>FP8
tensor
(TFLOPS)</source>
        <translation>FP8
张量
(TFLOPS)</translation>
    </message>
    <message>
        <source>Dense FP8 tensor-core rate. Empty: the card has no FP8 tensor cores.</source>
        <translation>稠密 FP8 张量核心算力。留空：该显卡没有 FP8 张量核心。</translation>
    </message>
    <message>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32 (TFLOPS)</translation>
    </message>
    <message>
        <source>L2 cache (MB)</source>
        <translation>L2 缓存（MB）</translation>
    </message>
    <message>
        <source>L2
cache
(MB)</source>
        <translation>L2
缓存
(MB)</translation>
    </message>
    <message>
        <source>Shared memory per SM (KB)</source>
        <translation>每 SM 共享内存（KB）</translation>
    </message>
    <message>
        <source>Board power (W)</source>
        <translation>板卡功耗（W）</translation>
    </message>
    <message>
        <source>Board
power
(W)</source>
        <translation>板卡
功耗
(W)</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>插槽数</translation>
    </message>
    <message>
        <source>Cooler</source>
        <translation>散热方式</translation>
    </message>
    <message>
        <source>Power connectors</source>
        <translation>供电接口</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 版本</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>ECC memory</source>
        <translation>ECC 显存</translation>
    </message>
    <message>
        <source>Launch price (US$)</source>
        <translation>首发价（US$）</translation>
    </message>
    <message>
        <source>Driver licence allows data-centre use</source>
        <translation>驱动许可允许数据中心使用</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>0 (SXM)</source>
        <translation>0 (SXM)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Expansion slots the reference card takes; 0 for modules and systems.</source>
        <translation>公版显卡占用的扩展插槽数；模组和整机为 0。</translation>
    </message>
    <message>
        <source>Device kind</source>
        <translation>设备类型</translation>
    </message>
    <message>
        <source>card: a PCIe card for a machine you build; module: an SXM or OAM module inside a server; system: a whole computer whose GPU shares its memory (a Mac, a Ryzen AI Max desktop, a DGX Spark), priced as one.</source>
        <translation>card：装进自己组装的主机的 PCIe 显卡；module：装在服务器里的 SXM 或 OAM 模组；system：GPU 与整机共享内存的一整台电脑（Mac、Ryzen AI Max 台式机、DGX Spark），按整机计价。</translation>
    </message>
</context>
<context>
    <name>GuiOptionsText</name>
    <message>
        <source>--%1: &apos;%2&apos; is not a number from %3 to %4.</source>
        <translation>--%1：&apos;%2&apos; 不是 %3 到 %4 之间的数字。</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number from %3 to %4.</source>
        <translation>--%1：&apos;%2&apos; 不是 %3 到 %4 之间的整数。</translation>
    </message>
    <message>
        <source>GPU Advisor: choose GPUs for deep learning.</source>
        <translation>GPU Advisor：为深度学习挑选 GPU。</translation>
    </message>
    <message>
        <source>Open this catalog file (default: your own catalog).</source>
        <translation>打开此目录文件（默认为你自己的目录）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Write the chart to this file (.png, .svg, .pdf or .csv) with no window, then exit.</source>
        <translation>不打开窗口，直接将图表写入此文件（.png、.svg、.pdf 或 .csv）后退出。</translation>
    </message>
    <message>
        <source>Chart metric: %1.</source>
        <translation>图表指标：%1。</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Workload: %1.</source>
        <translation>负载类型：%1。</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Chart performance per dollar of ownership.</source>
        <translation>按拥有成本绘制性价比图表。</translation>
    </message>
    <message>
        <source>Leave out cards with less memory.</source>
        <translation>排除显存小于此值的显卡。</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GPUs per machine, 1-8.</source>
        <translation>每台机器的 GPU 数量，1-8。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Reference card (default H100 SXM).</source>
        <translation>参考显卡（默认 H100 SXM）。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Prices of new or used cards.</source>
        <translation>使用全新或二手显卡的价格。</translation>
    </message>
    <message>
        <source>new|used</source>
        <translation>new|used</translation>
    </message>
    <message>
        <source>Use prices on or before this day.</source>
        <translation>使用该日期当天或之前的价格。</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Exported width in pixels.</source>
        <translation>导出宽度（像素）。</translation>
    </message>
    <message>
        <source>px</source>
        <translation>px</translation>
    </message>
    <message>
        <source>Exported resolution.</source>
        <translation>导出分辨率。</translation>
    </message>
    <message>
        <source>dpi</source>
        <translation>dpi</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>多余的参数：%1</translation>
    </message>
    <message>
        <source>--export-chart: &apos;%1&apos; must end in .png, .svg, .pdf or .csv.</source>
        <translation>--export-chart：&apos;%1&apos; 的扩展名必须是 .png、.svg、.pdf 或 .csv。</translation>
    </message>
    <message>
        <source>--metric: &apos;%1&apos; is not one of %2.</source>
        <translation>--metric：&apos;%1&apos; 不是 %2 之一。</translation>
    </message>
    <message>
        <source>--workload: &apos;%1&apos; is not one of %2.</source>
        <translation>--workload：&apos;%1&apos; 不是 %2 之一。</translation>
    </message>
    <message>
        <source>--condition: &apos;%1&apos; is not one of %2.</source>
        <translation>--condition：&apos;%1&apos; 不是 %2 之一。</translation>
    </message>
    <message>
        <source>--as-of: &apos;%1&apos; is not a day written YYYY-MM-DD.</source>
        <translation>--as-of：&apos;%1&apos; 不是 YYYY-MM-DD 格式的日期。</translation>
    </message>
    <message>
        <source>Print the main window&apos;s menu titles in the user&apos;s language, then exit (a check that needs no display).</source>
        <translation>以用户的语言打印主窗口的菜单标题，然后退出（无需显示器的检查）。</translation>
    </message>
    <message>
        <source>Exported height in pixels (default: a row for every bar).</source>
        <translation>导出高度（像素；默认让每个条形都有一行）。</translation>
    </message>
    <message>
        <source>Chart cards current software (CUDA, PyTorch) no longer runs on too, in grey.</source>
        <translation>同时绘制当前软件（CUDA、PyTorch）已不支持的显卡，以灰色显示。</translation>
    </message>
</context>
<context>
    <name>GuideClaimText</name>
    <message>
        <source>%1x</source>
        <translation>%1 倍</translation>
    </message>
    <message>
        <source>conv-net training</source>
        <translation>卷积网络训练</translation>
    </message>
    <message>
        <source>Transformer training</source>
        <translation>Transformer 训练</translation>
    </message>
    <message>
        <source>with the guide&apos;s own costs (C1: prices of 2023-01-30, a desktop and 5 years of power)</source>
        <translation>按指南自己的成本算法（C1：2023-01-30 的价格、一台台式机和 5 年电费）</translation>
    </message>
    <message>
        <source>Not checked: the catalog lacks the %1 or the %2.</source>
        <translation>未核对：目录中缺少 %1 或 %2。</translation>
    </message>
    <message>
        <source>Measured data agree: the model calibrated on measured benchmarks gives the %1 %2 the %3 in %4 (the guide says %5).</source>
        <translation>实测数据与指南一致：按实测基准校准的模型给出：%4中，%1 为 %3 的 %2（指南为 %5）。</translation>
    </message>
    <message>
        <source>Measured data disagree: the model calibrated on measured benchmarks gives the %1 %2 the %3 in %4, where the guide says %5 (within its tolerance: %6 to %7).</source>
        <translation>实测数据与指南不一致：按实测基准校准的模型给出：%4中，%1 为 %3 的 %2，而指南为 %5（在其容差内应为 %6 至 %7）。</translation>
    </message>
    <message>
        <source>Not checked: the catalog lacks the %1 or its price of 2023-01-30.</source>
        <translation>未核对：目录中缺少 %1 或其 2023-01-30 的价格。</translation>
    </message>
    <message>
        <source>Not checked: the catalog lacks the %1, the %2 or their prices of 2023-01-30.</source>
        <translation>未核对：目录中缺少 %1、%2 或它们 2023-01-30 的价格。</translation>
    </message>
    <message>
        <source>Measured data agree: %1, the model calibrated on measured benchmarks gives the %2 the best %3 performance per dollar.</source>
        <translation>实测数据与指南一致：%1，按实测基准校准的模型同样认为 %2 的 %3性价比最高。</translation>
    </message>
    <message>
        <source>Measured data disagree: %1, the model calibrated on measured benchmarks gives the %2 the best %3 performance per dollar; the %4 reaches %5 of it.</source>
        <translation>实测数据与指南不一致：%1，按实测基准校准的模型认为 %2 的 %3性价比最高；%4 只有它的 %5。</translation>
    </message>
    <message>
        <source>Measured data agree: %1, the model calibrated on measured benchmarks gives the %2 desktop %3 the %4 performance per dollar of the %5 one (the guide says about %6).</source>
        <translation>实测数据与指南一致：%1，按实测基准校准的模型给出配 %2 的台式机的 %4性价比为配 %5 的 %3（指南约为 %6）。</translation>
    </message>
    <message>
        <source>Measured data disagree: %1, the model calibrated on measured benchmarks gives the %2 desktop %3 the %4 performance per dollar of the %5 one, where the guide says about %6 (%7 to %8 would count).</source>
        <translation>实测数据与指南不一致：%1，按实测基准校准的模型给出配 %2 的台式机的 %4性价比为配 %5 的 %3，而指南约为 %6（%7 至 %8 才算相符）。</translation>
    </message>
    <message>
        <source>Measured %1 (llama.cpp scoreboards, %2 %3): the %4 on %5 generates at %6x the %7&apos;s speed on %8 (%9 against %10 tokens/s) and reads prompts at %11x (%12 against %13 tokens/s).</source>
        <translation>%1 实测（llama.cpp 排行榜，%2 %3）：%4 在 %5 上的生成速度是 %7 在 %8 上的 %6 倍（%9 对 %10 token/秒），提示词处理速度是 %11 倍（%12 对 %13 token/秒）。</translation>
    </message>
</context>
<context>
    <name>HandOffText</name>
    <message>
        <source>used prices</source>
        <translation>二手价格</translation>
    </message>
    <message>
        <source>new prices</source>
        <translation>全新价格</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per machine</source>
        <translation>
            <numerusform>每台机器 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>busy %1 % of the time</source>
        <translation>利用率 %1 %</translation>
    </message>
    <message>
        <source>Set for the wizard&apos;s pick, %1: %2. Every page now uses them.</source>
        <translation>已按向导推荐的 %1 设置：%2。所有页面现在都按此计算。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>LlmChartExport</name>
    <message>
        <source>This picture shows the best %1 of %2 builds; a taller picture shows more.</source>
        <translation>此图显示 %2 种配置中最好的 %1 种；图片更高可显示更多。</translation>
    </message>
</context>
<context>
    <name>LlmOffloadText</name>
    <message>
        <source>+ RAM</source>
        <translation>+ 内存</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 GB/s)</source>
        <translation>%1 %2（%3 GB/s）</translation>
    </message>
    <message>
        <source>%1 of RAM (%2 GB/s)</source>
        <translation>%1 内存（%2 GB/s）</translation>
    </message>
    <message>
        <source>GPU: attention, shared weights and KV cache (%1) and the experts of %2 of %3 layers.</source>
        <translation>GPU：注意力、共享权重和 KV 缓存（%1），以及 %3 层中 %2 层的专家。</translation>
    </message>
    <message>
        <source>RAM: the experts of %1 layers, %2 of %3 usable.</source>
        <translation>内存：%1 层的专家，占可用 %3 中的 %2。</translation>
    </message>
    <message>
        <source>GPU: embeddings and output layer (%1) and %2 of %3 layers.</source>
        <translation>GPU：词嵌入和输出层（%1），以及 %3 层中的 %2 层。</translation>
    </message>
    <message>
        <source>RAM: %1 layers with their KV cache, %2 of %3 usable.</source>
        <translation>内存：%1 层及其 KV 缓存，占可用 %3 中的 %2。</translation>
    </message>
    <message>
        <source>llama.cpp: %1.</source>
        <translation>llama.cpp：%1。</translation>
    </message>
    <message>
        <source>Does not run even with RAM: what must stay on the GPU (%1) is more than its free memory.</source>
        <translation>即使借用内存也无法运行：必须留在 GPU 上的部分（%1）超过了可用显存。</translation>
    </message>
    <message>
        <source>Does not run: the RAM would have to hold %1, and %2 is usable.</source>
        <translation>无法运行：内存需要容纳 %1，而可用的只有 %2。</translation>
    </message>
    <message>
        <source>estimate: %1 to %2 if the CPU reaches %3 to %4 % of the RAM&apos;s bandwidth instead of the assumed %5 %; the GPU part typically within ±%6 %; no shipped measurement is offloaded</source>
        <translation>估算：如果 CPU 达到内存带宽的 %3 到 %4 %（而非假设的 %5 %），则为 %1 到 %2；GPU 部分通常在 ±%6 % 以内；随附的实测都没有卸载</translation>
    </message>
    <message>
        <source>another %1 (%2 in all)</source>
        <translation>再加一块 %1（共 %2 块）</translation>
    </message>
    <message>
        <source>%1 of RAM</source>
        <translation>%1 内存</translation>
    </message>
    <message>
        <source>%1 (%2 GB/s, %3)</source>
        <translation>%1（%2 GB/s，%3）</translation>
    </message>
    <message>
        <source>%1: still does not run</source>
        <translation>%1：仍然无法运行</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2, all on the GPUs</source>
        <translation>%1：%2，全部在 GPU 上</translation>
    </message>
    <message>
        <source>more RAM: no faster (%1 already holds the rest)</source>
        <translation>加内存：不会更快（%1 已能放下其余部分）</translation>
    </message>
    <message>
        <source>What helps most: %1.</source>
        <translation>什么帮助最大：%1。</translation>
    </message>
    <message>
        <source>%1, %2 channels</source>
        <translation>%1，%2 通道</translation>
    </message>
    <message>
        <source>AM4 and LGA1200 desktops</source>
        <translation>AM4 和 LGA1200 台式机</translation>
    </message>
    <message>
        <source>early DDR5 desktops (LGA1700)</source>
        <translation>早期 DDR5 台式机（LGA1700）</translation>
    </message>
    <message>
        <source>LGA1700 and AM5 desktops</source>
        <translation>LGA1700 和 AM5 台式机</translation>
    </message>
    <message>
        <source>AM5 desktops with EXPO memory</source>
        <translation>使用 EXPO 内存的 AM5 台式机</translation>
    </message>
    <message>
        <source>LGA1851 desktops (Core Ultra 200S)</source>
        <translation>LGA1851 台式机（Core Ultra 200S）</translation>
    </message>
    <message>
        <source>Threadripper 7000 (TRX50)</source>
        <translation>Threadripper 7000（TRX50）</translation>
    </message>
    <message>
        <source>EPYC 7002/7003 servers (SP3)</source>
        <translation>EPYC 7002/7003 服务器（SP3）</translation>
    </message>
    <message>
        <source>Xeon W-3400 workstations</source>
        <translation>Xeon W-3400 工作站</translation>
    </message>
    <message>
        <source>Threadripper PRO 7000 WX (WRX90)</source>
        <translation>Threadripper PRO 7000 WX（WRX90）</translation>
    </message>
    <message>
        <source>EPYC 9004 servers (SP5)</source>
        <translation>EPYC 9004 服务器（SP5）</translation>
    </message>
    <message>
        <source>EPYC 9005 servers (SP5)</source>
        <translation>EPYC 9005 服务器（SP5）</translation>
    </message>
    <message>
        <source>%1 (%2 GB/s)</source>
        <translation>%1（%2 GB/s）</translation>
    </message>
</context>
<context>
    <name>LlmText</name>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>estimate, typically within ±%1 %</source>
        <translation>估算值，误差通常在 ±%1 % 以内</translation>
    </message>
    <message>
        <source>Custom %1B</source>
        <translation>自定义 %1B</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>measured: %1 (llama-bench %2, %3, flash attention %4; %5)</source>
        <translation>实测：%1（llama-bench %2，%3，Flash Attention %4；%5）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>MeasuredText</name>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>prompt processing</source>
        <translation>提示词处理</translation>
    </message>
    <message>
        <source>text generation</source>
        <translation>文本生成</translation>
    </message>
    <message>
        <source>%1: %2 %3, batch %4 per GPU</source>
        <translation>%1：%2 %3，每块 GPU 批大小 %4</translation>
    </message>
    <message>
        <source>%1: %2 %3, batch %4-%5 per GPU (runs differ)</source>
        <translation>%1：%2 %3，每块 GPU 批大小 %4-%5（各次运行不同）</translation>
    </message>
    <message>
        <source>%1: %2 %3, batch not stated</source>
        <translation>%1：%2 %3，批大小未注明</translation>
    </message>
    <message>
        <source>your run</source>
        <translation>你的实测</translation>
    </message>
    <message>
        <source>measured: %1 %2x, %3 %4</source>
        <translation>实测：%1 %2 倍，%3 %4</translation>
    </message>
    <message>
        <source>%1
%2
%3 %4</source>
        <translation>%1
%2
%3 %4</translation>
    </message>
    <message>
        <source>your own measurement</source>
        <translation>你自己的测量</translation>
    </message>
    <message>
        <source>shipped with GPU Advisor</source>
        <translation>GPU Advisor 自带</translation>
    </message>
    <message>
        <source>Measured, one GPU each against the %1:</source>
        <translation>实测（各一块 GPU，与 %1 对比）：</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3): %4x</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2，%3）：%4 倍</translation>
    </message>
    <message>
        <source>estimate, not yet checked against measurements</source>
        <translation>估算值，尚未与实测结果核对</translation>
    </message>
    <message>
        <source>estimate, typically within ±%1 % on measured cards</source>
        <translation>估算值，在有实测的显卡上误差通常在 ±%1 % 以内</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1 倍</translation>
    </message>
</context>
<context>
    <name>NameListText</name>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <extracomment>%1: the first ten card names, joined with commas; %Ln: how many more are left unnamed.</extracomment>
        <translation>
            <numerusform>%1 及另外 %Ln 块</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceText</name>
    <message>
        <source>%1, %2</source>
        <comment>a price&apos;s date, then the old-price mark</comment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>median of %n prices from %1 to %2, %3 to %4</source>
        <translation>
            <numerusform>%1 至 %2 间 %n 个价格的中位数，%3 至 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%2 %1：%3</translation>
    </message>
    <message>
        <source>old</source>
        <translation>旧</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>more than %1 months before %2</source>
        <translation>早于 %2 超过 %1 个月</translation>
    </message>
    <message>
        <source>Old price: %1. Check a current price before you buy.</source>
        <translation>旧价格：%1。购买前请核实当前价格。</translation>
    </message>
    <message>
        <source> (%1 %2 at %3 USD per %2)</source>
        <translation>（%1 %2，按 1 %2 = %3 美元折算）</translation>
    </message>
</context>
<context>
    <name>SupportText</name>
    <message>
        <source>PyTorch&apos;s default wheels</source>
        <translation>PyTorch 默认的 wheel 包</translation>
    </message>
    <message>
        <source>no current PyTorch wheel</source>
        <translation>没有当前的 PyTorch wheel 包</translation>
    </message>
    <message>
        <source>PyTorch&apos;s CUDA %1 wheels only</source>
        <translation>仅 PyTorch 的 CUDA %1 wheel 包</translation>
    </message>
    <message>
        <source>PyTorch wheels: %1</source>
        <translation>PyTorch wheel 包：%1</translation>
    </message>
    <message>
        <source>current llama.cpp CUDA builds</source>
        <translation>当前的 llama.cpp CUDA 版本</translation>
    </message>
    <message>
        <source>no llama.cpp CUDA build</source>
        <translation>没有 llama.cpp CUDA 版本</translation>
    </message>
    <message>
        <source>llama.cpp builds made with CUDA %1.x only</source>
        <translation>仅限用 CUDA %1.x 编译的 llama.cpp</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前支持</translation>
    </message>
    <message>
        <source>Legacy software only</source>
        <translation>仅旧版软件</translation>
    </message>
    <message>
        <source>Unsupported by current software</source>
        <translation>当前软件已不支持</translation>
    </message>
    <message>
        <source>legacy software only</source>
        <translation>仅旧版软件</translation>
    </message>
    <message>
        <source>current software no longer runs on it</source>
        <translation>当前软件已无法在其上运行</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>无 %1</translation>
    </message>
    <message>
        <source>FlashAttention not listed for it</source>
        <translation>FlashAttention 未列出此架构</translation>
    </message>
    <message>
        <source>no FlashAttention</source>
        <translation>无 FlashAttention</translation>
    </message>
    <message>
        <source>FlashAttention 1 only</source>
        <translation>仅 FlashAttention 1</translation>
    </message>
    <message>
        <source>FlashAttention %1</source>
        <translation>FlashAttention %1</translation>
    </message>
    <message>
        <source>The software-support table has no row for %1 cards.</source>
        <translation>软件支持表中没有 %1 显卡的条目。</translation>
    </message>
    <message>
        <source>No maintained CUDA toolkit or PyTorch wheel runs on %1 cards (compute capability %2): the last CUDA toolkit for them is %3%4.</source>
        <translation>没有仍在维护的 CUDA 工具包或 PyTorch wheel 包支持 %1 显卡（计算能力 %2）：支持它们的最后一个 CUDA 工具包是 %3%4。</translation>
    </message>
    <message>
        <source>%1 cards (compute capability %2) run only on older software: CUDA up to %3, %4, %5; %6%7.</source>
        <translation>%1 显卡（计算能力 %2）只能运行旧版软件：CUDA 最高 %3，%4，%5；%6%7。</translation>
    </message>
    <message>
        <source>%1 cards (compute capability %2) run current CUDA, PyTorch and llama.cpp; %3%4.</source>
        <translation>%1 显卡（计算能力 %2）可运行当前的 CUDA、PyTorch 和 llama.cpp；%3%4。</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>级别：%1</translation>
    </message>
    <message>
        <source>Compute capability: %1</source>
        <translation>计算能力：%1</translation>
    </message>
    <message>
        <source>Last CUDA toolkit: %1</source>
        <translation>最后支持的 CUDA 工具包：%1</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前版本</translation>
    </message>
    <message>
        <source>PyTorch: %1</source>
        <translation>PyTorch：%1</translation>
    </message>
    <message>
        <source>llama.cpp: %1</source>
        <translation>llama.cpp：%1</translation>
    </message>
    <message>
        <source>Features: %1</source>
        <translation>功能：%1</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Include cards current software no longer supports</source>
        <translation>包括当前软件已不支持的显卡</translation>
    </message>
    <message>
        <source>Left out, as current software no longer supports them: %1</source>
        <translation>已排除（当前软件已不支持）：%1</translation>
    </message>
    <message>
        <source>no FA</source>
        <translation>无 FA</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::AdvisorWizard</name>
    <message>
        <source>Recommend a GPU</source>
        <translation>推荐 GPU</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Text file (*.txt)</source>
        <translation>文本文件 (*.txt)</translation>
    </message>
    <message>
        <source>Export Recommendation</source>
        <translation>导出推荐结果</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::BuildGpuList</name>
    <message>
        <source>Blower</source>
        <translation>涡轮散热</translation>
    </message>
    <message>
        <source>Open air</source>
        <translation>开放式散热</translation>
    </message>
    <message>
        <source>Passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>功率限制</translation>
    </message>
    <message>
        <source>Cooler</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>插槽</translation>
    </message>
    <message>
        <source>How many of this card the machine has.</source>
        <translation>机器中这种显卡的数量。</translation>
    </message>
    <message>
        <source>The power limit set with nvidia-smi -pl; the card&apos;s board power means no limit.</source>
        <translation>用 nvidia-smi -pl 设置的功率限制；等于板卡功耗即表示不限制。</translation>
    </message>
    <message>
        <source>The cooler of your cards, if not the catalog&apos;s (e.g. a water block).</source>
        <translation>显卡实际的散热方式（若与目录不同，例如改装了水冷头）。</translation>
    </message>
    <message>
        <source>Expansion slots each card takes, if not the catalog&apos;s (e.g. a 2-slot variant).</source>
        <translation>每块显卡实际占用的扩展槽数（若与目录不同，例如双槽版本）。</translation>
    </message>
    <message>
        <source>%1: %2 GB, %3 W board power, %4 slot(s), %5 cooler, %6</source>
        <translation>%1：%2 GB，板卡功耗 %3 W，占 %4 槽，%5，%6</translation>
    </message>
    <message>
        <source>Number of %1 cards</source>
        <translation>%1 显卡数量</translation>
    </message>
    <message>
        <source>Count of %1</source>
        <translation>%1 的数量</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Power limit of %1</source>
        <translation>%1 的功率限制</translation>
    </message>
    <message>
        <source>Board power is %1 W; set lower to limit each card (nvidia-smi -pl). About 60 % is as low as drivers usually go.</source>
        <translation>板卡功耗为 %1 W；调低即可限制每块显卡的功率（nvidia-smi -pl）。驱动通常最低只能设到约 60 %。</translation>
    </message>
    <message>
        <source>The catalog&apos;s %1 has a %2 cooler; pick water for a water block (one slot).</source>
        <translation>目录中的 %1 采用%2；如改装水冷头（单槽），请选择“水冷”。</translation>
    </message>
    <message>
        <source>Cooler of %1</source>
        <translation>%1 的散热方式</translation>
    </message>
    <message>
        <source>Slot width of %1</source>
        <translation>%1 的槽宽</translation>
    </message>
    <message numerus="yes">
        <source>The catalog&apos;s %1 takes %n slot(s); 2-slot variants and water blocks take fewer.</source>
        <translation>
            <numerusform>目录中的 %1 占 %n 槽；双槽版本和水冷头占用更少。</numerusform>
        </translation>
    </message>
    <message>
        <source>SXM</source>
        <translation>SXM</translation>
    </message>
    <message>
        <source>An SXM module sits on a server baseboard, not in a slot.</source>
        <translation>SXM 模块安装在服务器基板上，不占用插槽。</translation>
    </message>
    <message>
        <source>Remove the %1 from the build</source>
        <translation>从装机方案中移除 %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>No cards yet: pick one above and click Add.</source>
        <translation>还没有显卡：请在上方选择一款，然后点击“添加”。</translation>
    </message>
    <message>
        <source>%1: a whole computer with %2 GB of unified memory</source>
        <translation>%1：整机，带 %2 GB 统一内存</translation>
    </message>
    <message>
        <source>A whole computer: its power figure, not a limit you set.</source>
        <translation>整机：这是它的功耗数字，不是你设置的功率限制。</translation>
    </message>
    <message>
        <source>A whole computer cools itself.</source>
        <translation>整机自带散热。</translation>
    </message>
    <message>
        <source>A whole computer takes no slot.</source>
        <translation>整机不占插槽。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::BuildMachineForm</name>
    <message>
        <source>120 V / 15 A (North America)</source>
        <translation>120 V / 15 A（北美）</translation>
    </message>
    <message>
        <source>120 V / 20 A (North America)</source>
        <translation>120 V / 20 A（北美）</translation>
    </message>
    <message>
        <source>230 V / 10 A</source>
        <translation>230 V / 10 A</translation>
    </message>
    <message>
        <source>230 V / 13 A (UK)</source>
        <translation>230 V / 13 A（英国）</translation>
    </message>
    <message>
        <source>230 V / 16 A (Europe)</source>
        <translation>230 V / 16 A（欧洲）</translation>
    </message>
    <message>
        <source>220 V / 10 A (China)</source>
        <translation>220 V / 10 A（中国）</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供电</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>The power supply&apos;s rating (what it can deliver).</source>
        <translation>电源的额定功率（能输出的最大功率）。</translation>
    </message>
    <message>
        <source>&amp;Power supply:</source>
        <translation>电源(&amp;P)：</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>What reaches the parts of what the supply draws from the wall: 80 PLUS Gold is about 90 %, Platinum 92 %, Titanium 94 % at half load.</source>
        <translation>电源从插座取电后实际输送给各部件的比例：半载时 80 PLUS 金牌约 90 %，白金牌 92 %，钛金牌 94 %。</translation>
    </message>
    <message>
        <source>Efficiency:</source>
        <translation>转换效率：</translation>
    </message>
    <message>
        <source>What the CPU draws under load.</source>
        <translation>CPU 在负载下的功耗。</translation>
    </message>
    <message>
        <source>&amp;CPU power:</source>
        <translation>CPU 功耗(&amp;C)：</translation>
    </message>
    <message>
        <source>Board, memory, drives and fans.</source>
        <translation>主板、内存、硬盘和风扇。</translation>
    </message>
    <message>
        <source>&amp;Other parts:</source>
        <translation>其他部件(&amp;O)：</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>The circuit the machine plugs into. Continuous loads may use 80 % of its rating.</source>
        <translation>机器所接入的电路。持续负载最多可使用其额定值的 80 %。</translation>
    </message>
    <message>
        <source>O&amp;utlet:</source>
        <translation>插座(&amp;U)：</translation>
    </message>
    <message>
        <source> V</source>
        <translation> V</translation>
    </message>
    <message>
        <source>Outlet voltage</source>
        <translation>插座电压</translation>
    </message>
    <message>
        <source> A</source>
        <translation> A</translation>
    </message>
    <message>
        <source>Outlet current rating</source>
        <translation>插座额定电流</translation>
    </message>
    <message>
        <source>Circuit:</source>
        <translation>电路：</translation>
    </message>
    <message>
        <source>Board, CPU and case</source>
        <translation>主板、CPU 和机箱</translation>
    </message>
    <message>
        <source>Data loading wants 4-8 cores per GPU.</source>
        <translation>数据加载需要每个 GPU 配 4-8 个核心。</translation>
    </message>
    <message>
        <source>CPU co&amp;res:</source>
        <translation>CPU 核心数(&amp;R)：</translation>
    </message>
    <message>
        <source>Full-length PCIe x16 slots on the motherboard: the long slots graphics cards go in.</source>
        <translation>主板上全长 PCIe x16 插槽的数量：即插显卡的长插槽。</translation>
    </message>
    <message>
        <source>GPU slots (&amp;x16):</source>
        <translation>显卡插槽（x16）(&amp;X)：</translation>
    </message>
    <message>
        <source>Expansion slots from one x16 slot to the next (2 on most boards).</source>
        <translation>相邻两个 x16 插槽之间相隔的扩展槽位数（大多数主板为 2）。</translation>
    </message>
    <message>
        <source>Slot spaci&amp;ng:</source>
        <translation>插槽间距(&amp;N)：</translation>
    </message>
    <message>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <source>PCIe lanes each GPU gets when all are in use.</source>
        <translation>所有 GPU 同时工作时每个 GPU 分得的 PCIe 通道数。</translation>
    </message>
    <message>
        <source>Lanes per GPU:</source>
        <translation>每 GPU 通道数：</translation>
    </message>
    <message>
        <source>PCIe %1</source>
        <translation>PCIe %1</translation>
    </message>
    <message>
        <source>PCIe &amp;generation:</source>
        <translation>PCIe 版本(&amp;G)：</translation>
    </message>
    <message>
        <source>PCIe r&amp;isers or extenders</source>
        <translation>PCIe 延长线或转接卡(&amp;I)</translation>
    </message>
    <message>
        <source>Risers move the cards off the board, so card width no longer blocks slots.</source>
        <translation>延长线让显卡脱离主板安装，显卡宽度不再挡住其他插槽。</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>High airflow</source>
        <translation>高风量</translation>
    </message>
    <message>
        <source>Case design lowers GPU temperatures by only 1-3 C.</source>
        <translation>机箱设计只能让 GPU 温度降低 1-3 C。</translation>
    </message>
    <message>
        <source>Case airflow:</source>
        <translation>机箱风道：</translation>
    </message>
    <message>
        <source>Machines and use</source>
        <translation>机器与用途</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Workstations take up to 4 GPUs; servers 8, and passive cards and SXM modules.</source>
        <translation>工作站最多装 4 个 GPU；服务器可装 8 个，并支持被动散热显卡和 SXM 模块。</translation>
    </message>
    <message>
        <source>Chassis:</source>
        <translation>机箱类型：</translation>
    </message>
    <message>
        <source>Machines like this one training together.</source>
        <translation>与本机配置相同、协同训练的机器台数。</translation>
    </message>
    <message>
        <source>&amp;Machines:</source>
        <translation>机器数(&amp;M)：</translation>
    </message>
    <message>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <source>The network between the machines; multi-node training wants 50 Gbit/s.</source>
        <translation>机器之间的网络；多机训练需要 50 Gbit/s。</translation>
    </message>
    <message>
        <source>Net&amp;work:</source>
        <translation>网络(&amp;W)：</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>The machine&apos;s RAM; it should be at least the GPUs&apos; memory.</source>
        <translation>机器的内存容量；应不少于 GPU 显存总量。</translation>
    </message>
    <message>
        <source>Host RAM:</source>
        <translation>主机内存：</translation>
    </message>
    <message>
        <source>Deplo&amp;yed in a data centre</source>
        <translation>部署在数据中心(&amp;Y)</translation>
    </message>
    <message>
        <source>GeForce driver licences bar data-centre use.</source>
        <translation>GeForce 驱动许可协议禁止在数据中心使用。</translation>
    </message>
    <message>
        <source>A GPU also drives the display</source>
        <translation>有 GPU 同时负责显示输出</translation>
    </message>
    <message>
        <source>A whole computer has its own power supply, CPU and slots: this does not apply.</source>
        <translation>整机自带电源、CPU 和插槽：此项不适用。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::BuildPage</name>
    <message>
        <source>Cards</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>A card from the catalog; type to search.</source>
        <translation>从目录中选择显卡；可输入名称搜索。</translation>
    </message>
    <message>
        <source>Card to add</source>
        <translation>要添加的显卡</translation>
    </message>
    <message>
        <source>Pick or type a card</source>
        <translation>选择或输入显卡</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>How many of the card to add.</source>
        <translation>要添加的显卡数量。</translation>
    </message>
    <message>
        <source>Number of cards to add</source>
        <translation>要添加的显卡数量</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Add the card to the build (up to %1 GPUs).</source>
        <translation>将显卡加入装机方案（最多 %1 个 GPU）。</translation>
    </message>
    <message>
        <source>Remove all</source>
        <translation>全部移除</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Add cards from the catalog to check the build.</source>
        <translation>从目录中添加显卡以检查装机方案。</translation>
    </message>
    <message>
        <source>What the build adds up to</source>
        <translation>装机方案汇总</translation>
    </message>
    <message>
        <source>Pick a card to add first.</source>
        <translation>请先选择要添加的显卡。</translation>
    </message>
    <message>
        <source>The build has the most GPUs the checker takes (%1).</source>
        <translation>装机方案的 GPU 数量已达检查器上限（%1 个）。</translation>
    </message>
    <message>
        <source>There is no card named “%1” in the catalog.</source>
        <translation>目录中没有名为“%1”的显卡。</translation>
    </message>
    <message>
        <source>No longer in the catalog, so left out of the build: %1.</source>
        <translation>以下显卡已不在目录中，未计入装机方案：%1。</translation>
    </message>
    <message>
        <source>%1 GB, %2 W, %3</source>
        <translation>%1 GB，%2 W，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n slot(s)</source>
        <translation>
            <numerusform>占 %n 槽</numerusform>
        </translation>
    </message>
    <message>
        <source>SXM module</source>
        <translation>SXM 模块</translation>
    </message>
    <message>
        <source>Load Build</source>
        <translation>加载装机方案</translation>
    </message>
    <message>
        <source>These cards of “%1” are not in the catalog any more and were left out: %2.</source>
        <translation>“%1”中的以下显卡已不在目录中，已略去：%2。</translation>
    </message>
    <message>
        <source>Add cards to check the build.</source>
        <translation>添加显卡以检查装机方案。</translation>
    </message>
    <message>
        <source>The build will not work as it is. Problems: %1, warnings: %2.</source>
        <translation>此装机方案按当前配置无法正常工作。问题：%1 个，警告：%2 个。</translation>
    </message>
    <message>
        <source>The build works; read the warnings (%1).</source>
        <translation>此装机方案可行；请查看警告（%1 个）。</translation>
    </message>
    <message>
        <source>The build works.</source>
        <translation>此装机方案可行。</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs</source>
        <translation>%1 / %2 个 GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Training throughput</source>
        <translation>训练吞吐量</translation>
    </message>
    <message>
        <source>%1 × one %2 (16-bit training, %3; mixed cards at the slowest card&apos;s speed)</source>
        <translation>相当于 %1 块 %2（16 位训练，%3；混用显卡按最慢显卡计）</translation>
    </message>
    <message>
        <source>%1 × one %2 (16-bit training, %3)</source>
        <translation>相当于 %1 块 %2（16 位训练，%3）</translation>
    </message>
    <message>
        <source>%1 W from the supply, %2 W at the wall</source>
        <translation>电源输出 %1 W，插座端 %2 W</translation>
    </message>
    <message>
        <source>%1 total: cards %2, system %3, electricity %4</source>
        <translation>共 %1：显卡 %2，其余硬件 %3，电费 %4</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>The catalog has no system cost for %n GPU(s): left out of the total.</source>
        <translation>
            <numerusform>目录中没有 %n 卡机器的其余硬件成本，未计入总额。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message numerus="yes">
        <source>All %n machines</source>
        <translation>
            <numerusform>全部 %n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GB of GPU memory, %2 to own (without the network)</source>
        <translation>显存 %1 GB，拥有成本 %2（不含网络）</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Add cards to see their memory, throughput and cost of ownership.</source>
        <translation>添加显卡后即可查看显存、吞吐量和拥有成本。</translation>
    </message>
    <message>
        <source>SXM modules</source>
        <translation>SXM 模块</translation>
    </message>
    <message>
        <source>PCIe cards</source>
        <translation>PCIe 显卡</translation>
    </message>
    <message>
        <source>%1 GPUs give %2× one (%3%4; fitted to measured 2-, 4- and 8-GPU systems, typically within ±%5 %)</source>
        <translation>%1 块 GPU 相当于单块的 %2 倍（%3%4；按实测的 2、4、8 卡系统拟合，误差通常在 ±%5% 以内）</translation>
    </message>
    <message>
        <source>, older generation: P10&apos;s extra overhead</source>
        <translation>，旧一代：计入 P10 的额外开销</translation>
    </message>
    <message>
        <source>Measured on %1 × %2: %3× (benchmark results, median over the workload&apos;s models).</source>
        <translation>%1 × %2 的实测值：%3 倍（基准测试结果，取该类工作负载各模型的中位数）。</translation>
    </message>
    <message>
        <source>Multi-GPU scaling</source>
        <translation>多卡扩展</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>Card prices</source>
        <translation>显卡价格</translation>
    </message>
    <message>
        <source>Language models</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <source>no new price in the catalog</source>
        <translation>目录中没有全新价格</translation>
    </message>
    <message>
        <source>no used price in the catalog</source>
        <translation>目录中没有二手价格</translation>
    </message>
    <message>
        <source>%1 so far (incomplete): cards %2, system %3, electricity %4</source>
        <translation>目前共 %1（不完整）：显卡 %2，其余硬件 %3，电费 %4</translation>
    </message>
    <message>
        <source>No new price in the catalog for %1: left out of the total.</source>
        <translation>目录中没有 %1 的全新价格，未计入总额。</translation>
    </message>
    <message>
        <source>No used price in the catalog for %1: left out of the total.</source>
        <translation>目录中没有 %1 的二手价格，未计入总额。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Apply the advised power limits</source>
        <translation>应用建议的功率限制</translation>
    </message>
    <message>
        <source>Set each card&apos;s power limit to the advised one; the findings are checked again.</source>
        <translation>将每块显卡的功率限制设为建议值，并重新检查所有结果。</translation>
    </message>
    <message>
        <source>Remove every card from the build, and what the wizard set up for its pick (server, data centre).</source>
        <translation>移除装机方案中的所有显卡，并撤销向导为其推荐所做的设置（服务器、数据中心）。</translation>
    </message>
    <message>
        <source>Per machine. Prices: each card&apos;s newest %1 price on or before %2. Ownership: %3 years, %4 per kWh, GPUs busy %5 % of the time (the purchase context, as on every page). Electricity while busy: the cards and the catalog&apos;s machine, %6 W.</source>
        <translation>以上按单台机器计。价格：各显卡截至 %2 的最新%1价。拥有成本：%3 年，电费每 kWh %4，GPU 利用率 %5 %（购买条件，与各页面相同）。忙碌时的耗电：显卡加目录中的整机，共 %6 W。</translation>
    </message>
    <message>
        <source>not counted (no power figure)</source>
        <translation>未计入（没有功耗数字）</translation>
    </message>
    <message>
        <source>%1 so far (incomplete): the computer %2, electricity %3</source>
        <translation>目前 %1（不完整）：整机 %2，电费 %3</translation>
    </message>
    <message>
        <source>%1 total: the computer %2, electricity %3</source>
        <translation>合计 %1：整机 %2，电费 %3</translation>
    </message>
    <message>
        <source>%1 W by its power figure, through its own supply</source>
        <translation>按功耗数字为 %1 W，由其自带电源供电</translation>
    </message>
    <message>
        <source>no power figure in the catalog</source>
        <translation>目录里没有功耗数字</translation>
    </message>
    <message>
        <source>Prices: the computer&apos;s newest %1 price on or before %2 (the whole machine). Ownership: %3 years, %4 per kWh, busy %5 % of the time. Electricity while busy: the computer&apos;s power figure, %6 W.</source>
        <translation>价格：整机在 %2 或之前最新的%1价格（整台机器）。拥有成本：%3 年，每千瓦时 %4，%5 % 的时间在运行。运行时的电费按整机的功耗数字 %6 W 计。</translation>
    </message>
    <message>
        <source>a whole computer</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>not rated: the catalog has no FP32 figure for a device of the build</source>
        <translation>未评级：目录里没有方案中某台设备的 FP32 数字</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::CatalogPage</name>
    <message>
        <source>Undone: %1.</source>
        <translation>已撤销：%1。</translation>
    </message>
    <message>
        <source>%1. Ctrl+Z undoes it.</source>
        <translation>已完成：%1。按 Ctrl+Z 可撤销。</translation>
    </message>
    <message>
        <source>Card name contains...</source>
        <translation>显卡名称包含...</translation>
    </message>
    <message>
        <source>All segments</source>
        <translation>全部类别</translation>
    </message>
    <message>
        <source>&amp;Add Card...</source>
        <translation>添加显卡(&amp;A)...</translation>
    </message>
    <message>
        <source>Add a card to the catalog (starts from the selected card&apos;s specs).</source>
        <translation>向目录添加显卡（以所选显卡的规格为起点）。</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>删除(&amp;D)...</translation>
    </message>
    <message>
        <source>Delete the selected cards and their price history.</source>
        <translation>删除所选显卡及其价格历史。</translation>
    </message>
    <message>
        <source>Add &amp;Price...</source>
        <translation>添加价格(&amp;P)...</translation>
    </message>
    <message>
        <source>Add a dated new or used price of a card.</source>
        <translation>为显卡添加一条带日期的全新或二手价格。</translation>
    </message>
    <message>
        <source>&amp;Compare Selected</source>
        <translation>对比所选(&amp;C)</translation>
    </message>
    <message>
        <source>Select two to four cards (Ctrl+click), then compare them side by side.</source>
        <translation>选择 2 到 4 块显卡（Ctrl+单击），然后并排对比。</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Editing a price adds one dated today.</source>
        <translation>双击单元格即可编辑。编辑价格会添加一条日期为今天的价格。</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>共 %1 块显卡</translation>
    </message>
    <message>
        <source>Cards: %1 of %2 shown</source>
        <translation>显示 %1 / %2 块显卡</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>修改 %2 的%1</translation>
    </message>
    <message>
        <source>%1 was not added: %2</source>
        <translation>未添加 %1：%2</translation>
    </message>
    <message>
        <source>%1 was not added: a card named &quot;%2&quot; is already in the catalog.</source>
        <translation>未添加 %1：目录中已有名为“%2”的显卡。</translation>
    </message>
    <message>
        <source>The price was not added: %1</source>
        <translation>未添加价格：%1</translation>
    </message>
    <message>
        <source>The price was not added: there is no card named &quot;%1&quot;.</source>
        <translation>未添加价格：没有名为“%1”的显卡。</translation>
    </message>
    <message>
        <source>Nothing was deleted: there is no card named &quot;%1&quot;.</source>
        <translation>未删除任何内容：没有名为“%1”的显卡。</translation>
    </message>
    <message>
        <source>Add Card (specs copied from %1)</source>
        <translation>添加显卡（规格复制自 %1）</translation>
    </message>
    <message>
        <source>Delete %1 and its price history?</source>
        <translation>删除 %1 及其价格历史？</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n cards and their price history?

%1</source>
        <translation>
            <numerusform>删除这 %n 块显卡及其价格历史？

%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Cards</source>
        <translation>删除显卡</translation>
    </message>
    <message>
        <source>Edit &gt; Undo brings them back.</source>
        <translation>可通过“编辑 &gt; 撤销”恢复。</translation>
    </message>
    <message>
        <source>This catalog is read-only (%1): you can browse and compare, but not edit.</source>
        <translation>此目录为只读（%1）：可以浏览和对比，但不能编辑。</translation>
    </message>
    <message>
        <source>&amp;Old prices only</source>
        <translation>仅显示旧价格(&amp;O)</translation>
    </message>
    <message>
        <source>Show only cards whose newest price is old (see Preferences) or that have no price: the ones to look up again.</source>
        <translation>只显示最新价格已过旧（见“首选项”）或没有价格的显卡，即需要重新查价的显卡。</translation>
    </message>
    <message>
        <source>Sea&amp;rch:</source>
        <translation>搜索(&amp;R)：</translation>
    </message>
    <message>
        <source>Se&amp;gment:</source>
        <translation>类别(&amp;G)：</translation>
    </message>
    <message>
        <source>The table now shows the catalog as it is.</source>
        <translation>表格现在显示的是目录的当前内容。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ChartView</name>
    <message>
        <source>Bar chart. Up and Down move between bars and show their details; Enter or Space selects a bar for Compare.</source>
        <translation>条形图。上下方向键在条形之间移动并显示其详情；Enter 或空格键选中条形，用于对比。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ChartsPage</name>
    <message>
        <source>Compare selected</source>
        <translation>对比所选</translation>
    </message>
    <message>
        <source>Click two to four bars to select cards, then compare them side by side.</source>
        <translation>点击 2 到 4 个柱条选择显卡，然后并排对比。</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <source>Per &amp;dollar of ownership</source>
        <translation>按拥有成本计算性价比(&amp;D)</translation>
    </message>
    <message>
        <source>Scores are multiples of this card&apos;s.</source>
        <translation>得分为相对该显卡的倍数。</translation>
    </message>
    <message>
        <source>&amp;Reference card:</source>
        <translation>参考显卡(&amp;R)：</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Card name contains...</source>
        <translation>显卡名称包含...</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Segments:</source>
        <translation>产品定位：</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 块显卡</numerusform>
        </translation>
    </message>
    <message>
        <source>no %1 price on %2 for: %3</source>
        <translation>%2 无%1价格的显卡：%3</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>selected: %1</source>
        <translation>已选：%1</translation>
    </message>
    <message>
        <source>Sear&amp;ch:</source>
        <translation>搜索(&amp;C)：</translation>
    </message>
    <message>
        <source>Minimum memor&amp;y:</source>
        <translation>最小显存(&amp;Y)：</translation>
    </message>
    <message>
        <source>Showing the top %1 of %2 cards</source>
        <translation>显示 %2 块显卡中的前 %1 块</translation>
    </message>
    <message>
        <source>Kepler and older cards run no maintained CUDA toolkit or PyTorch build. They are left out of charts, rankings and picks unless this is on; then they are drawn grey.</source>
        <translation>Kepler 及更早的显卡已没有仍在维护的 CUDA 工具包或 PyTorch 版本支持。除非勾选此项，它们不会出现在图表、排名和推荐中；勾选后以灰色显示。</translation>
    </message>
    <message>
        <source>Vendors:</source>
        <translation>厂商：</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::CloudPage</name>
    <message>
        <source>Desktop</source>
        <translation>台式机</translation>
    </message>
    <message>
        <source>&amp;Card:</source>
        <translation>显卡(&amp;C)：</translation>
    </message>
    <message>
        <source>Cards in the desktop.</source>
        <translation>台式机中的显卡数量。</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>GPU 数量(&amp;G)：</translation>
    </message>
    <message>
        <source>What the whole desktop costs: prefilled with the cards&apos; newest price and the machine around them; edit it to match your quote.</source>
        <translation>整台台式机的价格：已按显卡最新价格加上其余整机费用预填，可按你的实际报价修改。</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>价格(&amp;P)：</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>All the GPUs together while busy: board power times the number of cards.</source>
        <translation>忙碌时所有 GPU 的总功耗：板卡功耗 × 显卡数量。</translation>
    </message>
    <message>
        <source>The CPU and the rest of the desktop while the GPUs are busy.</source>
        <translation>GPU 忙碌时 CPU 及台式机其余部件的功耗。</translation>
    </message>
    <message>
        <source>&amp;Rest of the system:</source>
        <translation>其余部件(&amp;R)：</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>&amp;Offer:</source>
        <translation>报价(&amp;O)：</translation>
    </message>
    <message>
        <source> /h</source>
        <translation> /h</translation>
    </message>
    <message>
        <source>What the whole instance costs per hour; edit it for another region, a discount or spot pricing.</source>
        <translation>整个实例每小时的费用；可按其他地区、折扣或竞价实例的价格修改。</translation>
    </message>
    <message>
        <source>The cloud is paid only for the busy hours; the desktop is bought once and pays for electricity while busy.</source>
        <translation>云只按忙碌时长付费；台式机一次性购买，忙碌时支付电费。</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>free</source>
        <translation>免费</translation>
    </message>
    <message>
        <source>Observed %1; source: %2</source>
        <translation>记录于 %1；来源：%2</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>No %1 price of the %2 on or before %3: enter the desktop&apos;s price.</source>
        <translation>%3 及之前没有 %2 的%1价格：请输入台式机价格。</translation>
    </message>
    <message>
        <source>%1 × %2 (%3, price of %4)</source>
        <translation>%1 × %2（%3，价格日期 %4）</translation>
    </message>
    <message>
        <source>Prefilled: %1 + %2 for the machine around them.</source>
        <translation>已预填：%1 + 其余整机 %2。</translation>
    </message>
    <message>
        <source>Prefilled: %1; no system cost in the catalog for this many GPUs, add the machine&apos;s price.</source>
        <translation>已预填：%1；目录中没有该 GPU 数量对应的整机成本，请加上其余整机的价格。</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>无显卡</translation>
    </message>
    <message>
        <source>Desktop: %1 × %2</source>
        <translation>台式机：%1 × %2</translation>
    </message>
    <message>
        <source>Cloud: %1 %2</source>
        <translation>云：%1 %2</translation>
    </message>
    <message>
        <source> × %1</source>
        <translation> × %1</translation>
    </message>
    <message>
        <source> × %1/%2</source>
        <translation> × %1/%2</translation>
    </message>
    <message>
        <source>Break-even: day %1, %2</source>
        <translation>回本点：第 %1 天，%2</translation>
    </message>
    <message>
        <source>Cumulative cost at %1 % utilisation</source>
        <translation>利用率 %1 % 时的累计成本</translation>
    </message>
    <message>
        <source>%1 %2: %3 × %4, %5 on %6 (%7).</source>
        <translation>%1 %2：%3 × %4，%5，记录于 %6（%7）。</translation>
    </message>
    <message>
        <source>%1 %2 — %3 × %4 — %5 — %6</source>
        <translation>%1 %2 — %3 × %4 — %5 — %6</translation>
    </message>
    <message>
        <source>GPU po&amp;wer:</source>
        <translation>GPU 功耗(&amp;W)：</translation>
    </message>
    <message>
        <source>I&amp;nstance price:</source>
        <translation>实例价格(&amp;N)：</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Your pick.</source>
        <translation>你选的方案。</translation>
    </message>
    <message>
        <source>Your pick; %1 has the same card as your desktop.</source>
        <translation>你选的方案；%1 使用与你的台式机相同的显卡。</translation>
    </message>
    <message>
        <source>Your pick; %1 is nearest to the %2 in performance.</source>
        <translation>你选的方案；%1 的性能与 %2 最接近。</translation>
    </message>
    <message>
        <source>Same card as your desktop: %1 (%2 × %3).</source>
        <translation>与你的台式机显卡相同：%1（%2 × %3）。</translation>
    </message>
    <message>
        <source>No cloud offer of the %1; nearest in performance: %2 (%3, about %4× the %1&apos;s speed).</source>
        <translation>云上没有 %1 的方案；性能最接近的是：%2（%3，速度约为 %1 的 %4×）。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::CloudResultsPane</name>
    <message>
        <source>Buy or rent</source>
        <translation>买还是租</translation>
    </message>
    <message>
        <source>Energy and CO2 of the desktop</source>
        <translation>台式机的能耗与 CO2 排放</translation>
    </message>
    <message>
        <source>Desktop pays off after %1 days (under a month).</source>
        <translation>台式机在 %1 天后回本（不到一个月）。</translation>
    </message>
    <message>
        <source>Desktop pays off after %1 days (about a month).</source>
        <translation>台式机在 %1 天后回本（约一个月）。</translation>
    </message>
    <message>
        <source>Desktop pays off after %1 days (about %2 months).</source>
        <translation>台式机在 %1 天后回本（约 %2 个月）。</translation>
    </message>
    <message>
        <source>Desktop pays off after %1 days (about %2 months, %3 years).</source>
        <translation>台式机在 %1 天后回本（约 %2 个月，即 %3 年）。</translation>
    </message>
    <message>
        <source>That is later than the chart shows.</source>
        <translation>这已超出图表显示的时间范围。</translation>
    </message>
    <message>
        <source>Desktop never pays off at this utilisation: renting costs no more per busy hour than the desktop&apos;s electricity.</source>
        <translation>在此利用率下台式机永远无法回本：每个忙碌小时的租用费用不高于台式机的电费。</translation>
    </message>
    <message>
        <source>By the end of year %1 the desktop has cost %2 (price and electricity), the cloud %3.</source>
        <translation>到第 %1 年末，台式机共花费 %2（购置价格加电费），云 %3。</translation>
    </message>
    <message>
        <source>Owned for %1 years, the desktop costs %2.</source>
        <translation>持有 %1 年，台式机共花费 %2。</translation>
    </message>
    <message>
        <source>No cloud offer in the catalog on or before %1; the price is taken as per hour for as many GPUs as the desktop has.</source>
        <translation>目录中没有 %1 及之前的云报价；价格按与台式机相同 GPU 数量的每小时费用计算。</translation>
    </message>
    <message>
        <source>Like for like: the instance has %1 × %2 and the desktop %3 × %4, so the cloud costs %5 per busy hour.</source>
        <translation>配置相同：实例为 %1 × %2，台式机为 %3 × %4，因此云每个忙碌小时花费 %5。</translation>
    </message>
    <message>
        <source>Compared per GPU: the instance has %1 × %2 for %3/h, that is %4 per GPU-hour; the desktop has %5 × %6, so the cloud is counted as %5 × %4 = %7 per busy hour.</source>
        <translation>按单块 GPU 对比：实例为 %1 × %2，%3/h，即每 GPU 小时 %4；台式机为 %5 × %6，因此云按每个忙碌小时 %5 × %4 = %7 计算。</translation>
    </message>
    <message>
        <source>The GPUs differ, so this compares cost per GPU, not speed.</source>
        <translation>两者的 GPU 型号不同，因此这里比较的是每块 GPU 的成本，而非速度。</translation>
    </message>
    <message>
        <source>Rule of thumb: if you expect to do deep learning for more than a year, a desktop is the cheaper choice; for less, rent in the cloud, unless you need to add and remove GPUs at short notice, which only the cloud makes easy.</source>
        <translation>经验法则：如果你预计从事深度学习超过一年，台式机更划算；不到一年则租用云，除非你需要临时增减 GPU，而这只有云能轻松做到。</translation>
    </message>
    <message>
        <source>Here renting stays cheaper however long you work.</source>
        <translation>在当前设置下，无论使用多久，租用都更便宜。</translation>
    </message>
    <message>
        <source>Here the desktop pays off within the first year.</source>
        <translation>在当前设置下，台式机在第一年内即可回本。</translation>
    </message>
    <message>
        <source>Here the desktop pays off only after %1 months: buy it if you will keep working that long.</source>
        <translation>在当前设置下，台式机要 %1 个月后才能回本：如果你会持续使用这么久，就买台式机。</translation>
    </message>
    <message>
        <source>Busy %1 % of the time at %2 W (GPUs %3 W, rest %4 W):</source>
        <translation>%1 % 的时间处于忙碌状态，功耗 %2 W（GPU %3 W，其余 %4 W）：</translation>
    </message>
    <message>
        <source>• %1 kWh a year</source>
        <translation>• 每年 %1 kWh</translation>
    </message>
    <message>
        <source>• %1 a year for electricity at %2/kWh</source>
        <translation>• 按 %2/kWh 计，每年电费 %1</translation>
    </message>
    <message>
        <source>• %1 kg CO2 a year on a grid of %2 g/kWh (%3)</source>
        <translation>• 在 %2 g/kWh 的电网（%3）上，每年排放 %1 kg CO2</translation>
    </message>
    <message>
        <source>By the end of year %1: %2 kWh and %3 kg CO2.</source>
        <translation>到第 %1 年末：共 %2 kWh、%3 kg CO2。</translation>
    </message>
    <message>
        <source>GPU hours add up: the guide points out that the GPU time behind a piece of research can emit more CO2 than an international flight. A cloud instance draws power too, on its data centre&apos;s grid.</source>
        <translation>GPU 时长会不断累积：指南指出，一项研究背后的 GPU 计算时间所排放的 CO2 可能超过一次国际航班。云实例同样耗电，用的是其数据中心所在电网的电。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::CloudUseBox</name>
    <message>
        <source>Most personal systems</source>
        <translation>大多数个人系统</translation>
    </message>
    <message>
        <source>PhD student&apos;s desktop</source>
        <translation>博士生的台式机</translation>
    </message>
    <message>
        <source>PhD Slurm cluster</source>
        <translation>博士生 Slurm 集群</translation>
    </message>
    <message>
        <source>Company-wide research cluster</source>
        <translation>公司级研究集群</translation>
    </message>
    <message>
        <source>World average</source>
        <translation>世界平均</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>美国</translation>
    </message>
    <message>
        <source>European Union</source>
        <translation>欧盟</translation>
    </message>
    <message>
        <source>France</source>
        <translation>法国</translation>
    </message>
    <message>
        <source>India</source>
        <translation>印度</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>使用情况</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2 %）</translation>
    </message>
    <message>
        <source>How busy GPUs typically are, as the guide estimates it.</source>
        <translation>指南估算的 GPU 典型利用率。</translation>
    </message>
    <message>
        <source>Typic&amp;al use:</source>
        <translation>典型场景(&amp;A)：</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of the time the GPUs are busy.</source>
        <translation>GPU 处于忙碌状态的时间占比。</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>利用率(&amp;U)：</translation>
    </message>
    <message>
        <source> /kWh</source>
        <translation> /kWh</translation>
    </message>
    <message>
        <source>E&amp;lectricity:</source>
        <translation>电价(&amp;L)：</translation>
    </message>
    <message>
        <source>%1 (%2 g/kWh)</source>
        <translation>%1（%2 g/kWh）</translation>
    </message>
    <message>
        <source>Average grams of CO2 per kWh of the grid the desktop runs on (2023).</source>
        <translation>台式机所用电网每 kWh 电的平均 CO2 排放克数（2023 年）。</translation>
    </message>
    <message>
        <source>Power gri&amp;d:</source>
        <translation>电网(&amp;D)：</translation>
    </message>
    <message>
        <source> g CO2/kWh</source>
        <translation> g CO2/kWh</translation>
    </message>
    <message>
        <source>Carbon &amp;intensity:</source>
        <translation>碳强度(&amp;I)：</translation>
    </message>
    <message>
        <source>How many years the chart shows.</source>
        <translation>图表显示的年数。</translation>
    </message>
    <message>
        <source>&amp;Years shown:</source>
        <translation>显示年数(&amp;Y)：</translation>
    </message>
    <message>
        <source>custom grid</source>
        <translation>自定义电网</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ComparePage</name>
    <message>
        <source>Cards:</source>
        <translation>显卡：</translation>
    </message>
    <message>
        <source>Card %1 of the comparison</source>
        <translation>对比中的第 %1 块显卡</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>%1 (no price)</source>
        <translation>%1（无价格）</translation>
    </message>
    <message>
        <source>Pick cards to compare</source>
        <translation>请选择要对比的显卡</translation>
    </message>
    <message>
        <source>Relative performance (%1 = 1)</source>
        <translation>相对性能（%1 = 1）</translation>
    </message>
    <message>
        <source>Pick two to four cards to compare here, or select them on the Charts or Catalog page and click “Compare selected”.</source>
        <translation>在此选择 2 到 4 块显卡进行对比，或在“图表”或“目录”页选中显卡后点击“对比所选”。</translation>
    </message>
    <message>
        <source>Chart per %1 of o&amp;wnership</source>
        <translation>按每 %1 拥有成本绘图(&amp;W)</translation>
    </message>
    <message>
        <source>Show performance per %1 of ownership instead of performance.</source>
        <translation>显示每 %1 拥有成本的性能，而不是性能本身。</translation>
    </message>
    <message>
        <source>Performance per %1 of ownership, %2</source>
        <translation>每 %1 拥有成本的性能（%2）</translation>
    </message>
    <message>
        <source>Relative performance per %1 (%2 = 1)</source>
        <translation>每 %1 的相对性能（%2 = 1）</translation>
    </message>
    <message>
        <source>Estimates come from the performance model; measured rows are benchmark results (shipped, or your own imported runs) of one GPU against one %1 on the same benchmark.</source>
        <translation>估算值来自性能模型；实测行是基准测试结果（软件自带，或你自己导入的测试），在同一基准测试上以一块 GPU 与一块 %1 对比。</translation>
    </message>
    <message>
        <source>Estimated performance, %1</source>
        <translation>估算性能（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Prices: each card&apos;s newest %1 price on or before %2. Ownership: %3 years, %4 per kWh, GPUs busy %5 % of the time. GPUs per machine: %n.</source>
        <translation>
            <numerusform>价格：各显卡在 %2 当天或之前的最新%1价格。拥有成本：%3 年，每 kWh %4，显卡忙碌时间占 %5 %。每台机器显卡数：%n。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuadvisor::CompareTable</name>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2，%3</translation>
    </message>
    <message>
        <source>Higher is better.</source>
        <translation>越高越好。</translation>
    </message>
    <message>
        <source>Lower is better.</source>
        <translation>越低越好。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Software support (as of %1)</source>
        <translation>软件支持（截至 %1）</translation>
    </message>
    <message>
        <source>Tensor formats and FlashAttention (FA)</source>
        <translation>张量格式与 FlashAttention（FA）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>FP16 tensor, FP32 accumulate (TFLOPS)</source>
        <translation>FP16 张量，FP32 累加（TFLOPS）</translation>
    </message>
    <message>
        <source>FP8 tensor (TFLOPS)</source>
        <translation>FP8 张量（TFLOPS）</translation>
    </message>
    <message>
        <source>16-bit training format</source>
        <translation>16 位训练格式</translation>
    </message>
    <message>
        <source>none: no speed-up from 16 bits</source>
        <translation>无：16 位不带来加速</translation>
    </message>
    <message>
        <source>FP16, with loss scaling</source>
        <translation>FP16，需损失缩放</translation>
    </message>
    <message>
        <source>BF16, no loss scaling</source>
        <translation>BF16，无需损失缩放</translation>
    </message>
    <message>
        <source>FP16 holds values only up to %1, so mixed-precision training scales the loss to keep gradients in range; BF16 keeps FP32&apos;s range (up to %2) and needs no scaling. Cards run BF16 on their tensor cores from Ampere on (P16).</source>
        <translation>FP16 最大只能表示 %1，因此混合精度训练要缩放损失，使梯度保持在范围内；BF16 保留 FP32 的范围（最大 %2），无需缩放。从 Ampere 起，显卡的张量核心支持 BF16（P16）。</translation>
    </message>
    <message>
        <source>Mixed precision over FP32 training (estimate)</source>
        <translation>混合精度相对 FP32 训练的加速（估计）</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1 倍</translation>
    </message>
    <message>
        <source>How much faster the card trains in mixed precision than in FP32, estimated from its rates: %1 % of a mixed-precision step runs on the tensor cores, as fast as their 16-bit rate over the FP32 rate; the rest moves half the bytes, so twice as fast (P5). Volta and Turing cards gain 2x or more (P19); cards without tensor cores gain nothing. Neither higher nor lower makes a card better: it says what FP32 training would cost.</source>
        <translation>这张卡用混合精度训练比用 FP32 快多少，根据其算力估计：混合精度训练每一步有 %1% 的时间在张量核心上，其加速为 16 位张量算力与 FP32 算力之比；其余部分搬运的字节减半，因此快一倍（P5）。Volta 和 Turing 显卡可快 2 倍以上（P19）；没有张量核心的显卡没有加速。数值高低不代表显卡好坏，它说明的是 FP32 训练的代价。</translation>
    </message>
    <message>
        <source>L2 cache (MB)</source>
        <translation>L2 缓存（MB）</translation>
    </message>
    <message>
        <source>Board power (W)</source>
        <translation>板卡功耗（W）</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>插槽数</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 版本</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>Release year</source>
        <translation>发布年份</translation>
    </message>
    <message numerus="yes">
        <source>, %n GPUs</source>
        <translation>
            <numerusform>，%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated by the model, %1 (%2 = 1%3)</source>
        <translation>模型估算性能（%1，%2 = 1%3）</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n GPUs</source>
        <translation>
            <numerusform>%1，%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (not yet checked)</source>
        <translation>%1（尚未核对）</translation>
    </message>
    <message>
        <source>%1 (typically ±%2 %)</source>
        <translation>%1（误差通常 ±%2 %）</translation>
    </message>
    <message>
        <source>Measured, one GPU each, %1 (%2 = 1)</source>
        <translation>实测性能（各一块 GPU，%1，%2 = 1）</translation>
    </message>
    <message>
        <source>No measurement of the %1 and the %2 on the same benchmark from the same source.</source>
        <translation>没有 %1 和 %2 在同一来源、同一基准测试上的实测结果。</translation>
    </message>
    <message>
        <source>%1, one GPU (measured)</source>
        <translation>%1，单卡（实测）</translation>
    </message>
    <message>
        <source>Higher is better. The card&apos;s measured throughput over the reference card&apos;s on the same benchmark from the same source, one GPU each; hover a cell for the details.</source>
        <translation>越高越好。该显卡与参考显卡在同一来源、同一基准测试上的实测吞吐量之比（各一块 GPU）；将鼠标悬停在单元格上可查看详情。</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Cost of ownership over %1 years</source>
        <translation>%1 年拥有成本</translation>
    </message>
    <message>
        <source>Card price, %1 (%2)</source>
        <translation>%1显卡价格（%2）</translation>
    </message>
    <message>
        <source>Price observed on</source>
        <translation>价格记录日期</translation>
    </message>
    <message numerus="yes">
        <source>%n cards (%1)</source>
        <translation>
            <numerusform>%n 块显卡（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>System without GPUs (%1)</source>
        <translation>不含 GPU 的整机（%1）</translation>
    </message>
    <message>
        <source>Electricity (%1)</source>
        <translation>电费（%1）</translation>
    </message>
    <message>
        <source>Total cost of ownership (%1)</source>
        <translation>总拥有成本（%1）</translation>
    </message>
    <message>
        <source>Performance per %1 of ownership</source>
        <translation>每 %1 拥有成本的性能</translation>
    </message>
    <message>
        <source>%1 (× %2 per %3)</source>
        <translation>%1（× %2，每 %3）</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>PyTorch (training)</source>
        <translation>PyTorch（训练）</translation>
    </message>
    <message>
        <source>llama.cpp backends (local LLMs)</source>
        <translation>llama.cpp 后端（本地大模型）</translation>
    </message>
    <message>
        <source>SMs, compute units or GPU cores</source>
        <translation>SM、计算单元或 GPU 核心</translation>
    </message>
    <message>
        <source>none: a whole computer</source>
        <translation>无：整机</translation>
    </message>
    <message>
        <source>SXM or OAM module</source>
        <translation>SXM 或 OAM 模块</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>未评分</translation>
    </message>
    <message>
        <source>Its maker publishes no FP32 rate, which the model rates a device by.</source>
        <translation>厂商未公布 FP32 算力，而模型正是据此为设备评分。</translation>
    </message>
    <message>
        <source>§: an estimate from the datasheet alone, for a vendor no measurement of this metric covers.</source>
        <translation>§：仅按规格估算，该厂商没有这项指标的任何实测数据。</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>Its maker publishes no power draw, so no electricity is counted.</source>
        <translation>厂商未公布功耗，因此没有计入电费。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ContextBar</name>
    <message>
        <source>Most personal systems</source>
        <translation>大多数个人系统</translation>
    </message>
    <message>
        <source>PhD student&apos;s desktop</source>
        <translation>博士生的台式机</translation>
    </message>
    <message>
        <source>PhD Slurm cluster</source>
        <translation>博士生 Slurm 集群</translation>
    </message>
    <message>
        <source>Company-wide research cluster</source>
        <translation>公司级研究集群</translation>
    </message>
    <message>
        <source>New</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>/kWh</source>
        <translation>/kWh</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2 %）</translation>
    </message>
    <message>
        <source>Prices:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>as of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Owned:</source>
        <translation>持有：</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>电价：</translation>
    </message>
    <message>
        <source>Busy:</source>
        <translation>利用率：</translation>
    </message>
    <message>
        <source>GPUs per machine:</source>
        <translation>每台 GPU 数：</translation>
    </message>
    <message>
        <source>Every page prices cards new or used: each card&apos;s newest price of that kind.</source>
        <translation>所有页面都按全新或二手为显卡计价：取每款显卡该类的最新价格。</translation>
    </message>
    <message>
        <source>Each card&apos;s newest price on or before this day, on every page.</source>
        <translation>所有页面都取每款显卡在该日期当天或之前的最新价格。</translation>
    </message>
    <message>
        <source>Years of ownership: the cost of ownership counts electricity for this long.</source>
        <translation>持有年限：拥有成本按这么长的时间计算电费。</translation>
    </message>
    <message>
        <source>What a kilowatt-hour of electricity costs.</source>
        <translation>每千瓦时电的价格。</translation>
    </message>
    <message>
        <source>Share of the time the GPUs are busy.</source>
        <translation>GPU 处于忙碌状态的时间占比。</translation>
    </message>
    <message>
        <source>Typical use, as the guide estimates it</source>
        <translation>典型使用场景（按指南的估计）</translation>
    </message>
    <message>
        <source>Workload: the performance model rates cards for this kind of network.</source>
        <translation>工作负载：性能模型按这类网络为显卡评分。</translation>
    </message>
    <message>
        <source>Cards of one type per machine: speed scales as measured multi-GPU runs do, and the machine around them is priced for that many.</source>
        <translation>每台机器中同型号显卡的数量：速度按实测的多 GPU 运行结果扩展，整机也按这么多显卡计价。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::CostCurveChart</name>
    <message>
        <source>Years since purchase</source>
        <translation>购买后年数</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ExplainerPage</name>
    <message>
        <source>%1–%2 %</source>
        <translation>%1–%2 %</translation>
    </message>
    <message>
        <source>Volta</source>
        <translation>Volta</translation>
    </message>
    <message>
        <source>Turing</source>
        <translation>Turing</translation>
    </message>
    <message>
        <source>Ampere</source>
        <translation>Ampere</translation>
    </message>
    <message>
        <source>Ada / Hopper</source>
        <translation>Ada / Hopper</translation>
    </message>
    <message>
        <source>Blackwell</source>
        <translation>Blackwell</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A first estimate of speed: memory bandwidth</source>
        <translation>速度的初步估算：显存带宽</translation>
    </message>
    <message>
        <source>Ampere, 2023 guide (200 / 34 / 4 / 1)</source>
        <translation>Ampere，2023 版指南（200 / 34 / 4 / 1）</translation>
    </message>
    <message>
        <source>2020 guide (200 / 20 / 4 / 1)</source>
        <translation>2020 版指南（200 / 20 / 4 / 1）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>The latencies each edition of the guide uses for the example.</source>
        <translation>各版指南在此示例中使用的延迟值。</translation>
    </message>
    <message>
        <source>Loading the tile from global memory. The guide&apos;s example takes 200 cycles; the 2023 edition gives Ampere&apos;s global memory about 380 cycles and its L2 cache about 200.</source>
        <translation>从全局内存加载分块。指南示例取 200 个周期；2023 版给出的 Ampere 全局内存延迟约为 380 个周期，L2 缓存约为 200 个周期。</translation>
    </message>
    <message>
        <source>One access to shared memory (L1).</source>
        <translation>一次共享内存（L1）访问。</translation>
    </message>
    <message>
        <source>One fused multiply-add instruction.</source>
        <translation>一条融合乘加指令。</translation>
    </message>
    <message>
        <source>One tensor-core matrix multiply.</source>
        <translation>一次张量核心矩阵乘法。</translation>
    </message>
    <message>
        <source>&amp;Latencies:</source>
        <translation>延迟(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Global memory load (cycles):</source>
        <translation>全局内存加载周期(&amp;G)：</translation>
    </message>
    <message>
        <source>Try your own numbers: the example loads the tile in 200 cycles, the guide&apos;s round figure. The 2023 edition gives Ampere&apos;s global memory about 380 cycles and its L2 cache about 200.</source>
        <translation>试试你自己的数值：示例按指南给出的整数值，用 200 个周期加载分块。2023 版给出的 Ampere 全局内存延迟约为 380 个周期，L2 缓存约为 200 个周期。</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期数</translation>
    </message>
    <message>
        <source>Cycles per tile</source>
        <translation>每个分块的周期数</translation>
    </message>
    <message>
        <source>How much faster is the</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>than the</source>
        <translation>比</translation>
    </message>
    <message>
        <source>?</source>
        <translation>快多少？</translation>
    </message>
    <message>
        <source>The 2020 guide&apos;s rule for two cards with tensor cores: their speed ratio is about the ratio of their memory bandwidth, because the tensor cores wait for memory most of the time (above). The Charts page uses the fuller model.</source>
        <translation>2020 版指南针对两块都有张量核心的显卡给出的经验规则：二者的速度比约等于显存带宽之比，因为张量核心大部分时间都在等待显存（见上文）。“图表”页使用的是更完整的模型。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Without tensor cores:&lt;/b&gt; %1 + %2 × %3 + %2 × %4 = &lt;b&gt;%5 cycles&lt;/b&gt;</source>
        <translation>&lt;b&gt;无张量核心：&lt;/b&gt;%1 + %2 × %3 + %2 × %4 = &lt;b&gt;%5 个周期&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;With tensor cores:&lt;/b&gt; %1 + %2 + %3 = &lt;b&gt;%4 cycles&lt;/b&gt;, %5× as fast</source>
        <translation>&lt;b&gt;有张量核心：&lt;/b&gt;%1 + %2 + %3 = &lt;b&gt;%4 个周期&lt;/b&gt;，加速 %5×</translation>
    </message>
    <message>
        <source>&lt;b&gt;With asynchronous copies / TMA:&lt;/b&gt; %1 + %2 + %3 = &lt;b&gt;%4 cycles&lt;/b&gt;, %5 % fewer again (%6× as fast)</source>
        <translation>&lt;b&gt;使用异步拷贝 / TMA：&lt;/b&gt;%1 + %2 + %3 = &lt;b&gt;%4 个周期&lt;/b&gt;，再减少 %5 %（加速 %6×）</translation>
    </message>
    <message>
        <source>Asynchronous copy (%1×)</source>
        <translation>异步拷贝（%1×）</translation>
    </message>
    <message>
        <source>Tensor cores (%1×)</source>
        <translation>张量核心（%1×）</translation>
    </message>
    <message>
        <source>No tensor cores</source>
        <translation>无张量核心</translation>
    </message>
    <message>
        <source>Pick two cards.</source>
        <translation>请选择两块显卡。</translation>
    </message>
    <message>
        <source>No memory bandwidth in the catalog for the %1.</source>
        <translation>目录中没有 %1 的显存带宽数据。</translation>
    </message>
    <message>
        <source>%1: %2 GB/s; %3: %4 GB/s. By memory bandwidth alone the %1 is about &lt;b&gt;%5×&lt;/b&gt; as fast as the %3.</source>
        <translation>%1：%2 GB/s；%3：%4 GB/s。仅按显存带宽估算，%1 的速度约为 %3 的 &lt;b&gt;%5×&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>larger shared memory per SM (%1 against %2 KB: +%3)</source>
        <translation>更大的每 SM 共享内存（%1 对比 %2 KB：+%3）</translation>
    </message>
    <message>
        <source>newer tensor cores (%1 against %2: +%3)</source>
        <translation>更新一代的张量核心（%1 对比 %2：+%3）</translation>
    </message>
    <message>
        <source>Neither larger shared memory nor newer tensor cores add to that, so the estimate stays %1×.</source>
        <translation>既没有更大的共享内存，也没有更新的张量核心带来额外提升，因此估算仍为 %1×。</translation>
    </message>
    <message>
        <source>With the gains for %1, the estimate is &lt;b&gt;%2× to %3×&lt;/b&gt;.</source>
        <translation>考虑到%1带来的提升，估算为 &lt;b&gt;%2× 至 %3×&lt;/b&gt;。</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>&lt;i&gt;The rule is meant for cards with tensor cores; the %1 has none.&lt;/i&gt;</source>
        <translation>&lt;i&gt;该规则适用于有张量核心的显卡；%1 没有张量核心。&lt;/i&gt;</translation>
    </message>
    <message>
        <source> and the </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>Why tensor cores and asynchronous copies matter: one 32×32 matrix-multiply tile</source>
        <translation>张量核心与异步拷贝为何重要：以一个 32×32 矩阵乘法分块为例</translation>
    </message>
    <message>
        <source>&lt;p&gt;A streaming multiprocessor multiplies the 32×32 tile in %1 rounds, after loading it from global memory once (%2 cycles).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Without tensor cores&lt;/b&gt; each round reads its operands from shared memory (%3 cycles) and runs a fused multiply-add (FFMA, %4 cycles): %2 + %1 × %3 + %1 × %4 = %5 cycles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;With tensor cores&lt;/b&gt; a single shared-memory read (%3) feeds one tensor-core matrix multiply (%6) that does the work of all %1 rounds: %2 + %3 + %6 = %7 cycles. Now %8 % of the time goes to waiting for global memory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;With asynchronous copies&lt;/b&gt; (Ampere) or the Tensor Memory Accelerator (Hopper) the next tile loads while the current one is multiplied, so only the part of the load the work does not cover is waited for, %2 − %3 − %6 = %9 cycles: %9 + %3 + %6 = %10 cycles.&lt;/p&gt;&lt;p&gt;So once a card has tensor cores, memory decides its speed: how fast data arrives matters more than how fast the tensor cores multiply. That is why the estimate below compares memory bandwidth.&lt;/p&gt;</source>
        <translation>&lt;p&gt;流式多处理器从全局内存加载一次 32×32 分块（%2 个周期）后，分 %1 轮完成该分块的乘法。&lt;/p&gt;&lt;p&gt;&lt;b&gt;无张量核心时&lt;/b&gt;，每一轮都要从共享内存读取操作数（%3 个周期），再执行一次融合乘加（FFMA，%4 个周期）：%2 + %1 × %3 + %1 × %4 = %5 个周期。&lt;/p&gt;&lt;p&gt;&lt;b&gt;有张量核心时&lt;/b&gt;，只需一次共享内存读取（%3）为一次张量核心矩阵乘法（%6）提供数据，即可完成全部 %1 轮的工作：%2 + %3 + %6 = %7 个周期。此时有 %8 % 的时间花在等待全局内存上。&lt;/p&gt;&lt;p&gt;&lt;b&gt;使用异步拷贝&lt;/b&gt;（Ampere）或张量内存加速器（TMA，Hopper）时，下一个分块会在当前分块相乘的同时加载，因此只需等待加载中未被计算覆盖的部分，即 %2 − %3 − %6 = %9 个周期：%9 + %3 + %6 = %10 个周期。&lt;/p&gt;&lt;p&gt;因此，一旦显卡有了张量核心，决定其速度的就是显存：数据送达的速度比张量核心做乘法的速度更重要。这正是下面的估算比较显存带宽的原因。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shared &amp;memory access (cycles):</source>
        <translation>共享内存访问周期(&amp;M)：</translation>
    </message>
    <message>
        <source>FFMA instr&amp;uction (cycles):</source>
        <translation>FFMA 指令周期(&amp;U)：</translation>
    </message>
    <message>
        <source>Te&amp;nsor-core multiply (cycles):</source>
        <translation>张量核心乘法周期(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ExportDialog</name>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高度(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::FindingsView</name>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1：%2。%3</translation>
    </message>
    <message>
        <source>From the guide&apos;s seed facts %1.</source>
        <translation>依据：指南中的 %1。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::GpuDialog</name>
    <message>
        <source>Add Card</source>
        <translation>添加显卡</translation>
    </message>
    <message>
        <source>empty: none</source>
        <translation>留空表示无</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>板卡</translation>
    </message>
    <message>
        <source>%1: a value is required.</source>
        <translation>%1：此项为必填。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number.</source>
        <translation>%1：“%2”不是整数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1：“%2”不是数字。</translation>
    </message>
    <message>
        <source>%1: a card named &quot;%2&quot; is already in the catalog.</source>
        <translation>%1：目录中已有名为“%2”的显卡。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::GpuTableModel</name>
    <message>
        <source>The price as of today: the median of the prices observed in the %1 days up to the newest one (a cell&apos;s tooltip lists them). Editing it adds a price dated today.</source>
        <translation>截至今天的价格：最新一条价格及其之前 %1 天内所记录价格的中位数（单元格的提示会列出它们）。编辑该值会添加一条日期为今天的价格。</translation>
    </message>
    <message>
        <source>No price yet: type one to add it, dated today.</source>
        <translation>暂无价格：输入价格即可添加，日期记为今天。</translation>
    </message>
    <message>
        <source>%1 was not changed: %2</source>
        <translation>%1 未修改：%2</translation>
    </message>
    <message>
        <source>the catalog is read-only.</source>
        <translation>目录为只读。</translation>
    </message>
    <message>
        <source>%1: another card is already named &quot;%2&quot;.</source>
        <translation>%1：已有另一块显卡名为“%2”。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not one of the choices.</source>
        <translation>%1：“%2”不是可选值之一。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1：“%2”不是数字。</translation>
    </message>
    <message>
        <source>%1: a value is required.</source>
        <translation>%1：此项为必填。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number.</source>
        <translation>%1：“%2”不是整数。</translation>
    </message>
    <message>
        <source>Newest new price (%1)</source>
        <translation>最新全新价（%1）</translation>
    </message>
    <message>
        <source>Newest used price (%1)</source>
        <translation>最新二手价（%1）</translation>
    </message>
    <message>
        <source>Newest
new price
(%1)</source>
        <translation>最新
全新价
(%1)</translation>
    </message>
    <message>
        <source>Newest
used price
(%1)</source>
        <translation>最新
二手价
(%1)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a price in %3.</source>
        <translation>%1：“%2”不是有效的%3价格。</translation>
    </message>
    <message>
        <source>Newest price date</source>
        <translation>最新价格日期</translation>
    </message>
    <message>
        <source>Newest
price
date</source>
        <translation>最新
价格
日期</translation>
    </message>
    <message>
        <source>The date of the newer of the two prices; &quot;old&quot; when it is older than the threshold set in Preferences. Sort by it to see the oldest prices first.</source>
        <translation>新卡价与二手价中较新者的日期；早于“首选项”中设定的期限时标为“旧”。按此列排序可先看到最旧的价格。</translation>
    </message>
    <message>
        <source>Software support</source>
        <translation>软件支持</translation>
    </message>
    <message>
        <source>Software
support</source>
        <translation>软件
支持</translation>
    </message>
    <message>
        <source>Whether current CUDA, PyTorch and llama.cpp releases run on the card today. Cards they no longer run on are grey and left out of charts and picks.</source>
        <translation>当前的 CUDA、PyTorch 和 llama.cpp 版本如今是否支持该显卡。不再支持的显卡显示为灰色，并不会出现在图表和推荐中。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ImportPreviewDialog</name>
    <message>
        <source>This is not an http:// or https:// address.</source>
        <translation>这不是 http:// 或 https:// 地址。</translation>
    </message>
    <message>
        <source>The secure connection failed.</source>
        <translation>安全连接失败。</translation>
    </message>
    <message>
        <source>What the address sent is not a catalog CSV file.</source>
        <translation>该地址返回的内容不是目录 CSV 文件。</translation>
    </message>
    <message>
        <source>The file is too large for a catalog CSV file.</source>
        <translation>文件过大，不像目录 CSV 文件。</translation>
    </message>
    <message>
        <source>The address cannot be reached.</source>
        <translation>无法访问该地址。</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>有变化</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>浏览(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File or address:</source>
        <translation>文件或地址(&amp;F)：</translation>
    </message>
    <message>
        <source>Update Prices from File or Address</source>
        <translation>从文件或地址更新价格</translation>
    </message>
    <message>
        <source>prices.csv, or https://example.org/lab-prices.csv</source>
        <translation>prices.csv，或 https://example.org/lab-prices.csv</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Values (before → after) or problem</source>
        <translation>数值（之前 → 之后）或问题</translation>
    </message>
    <message>
        <source>A CSV file with the header of an exported table (prices, cloud offers, cards, ...). Nothing is written until you apply the preview.</source>
        <translation>表头与导出表格相同的 CSV 文件（价格、云端报价、显卡……）。在您应用预览之前不会写入任何内容。</translation>
    </message>
    <message>
        <source>Update Prices from File</source>
        <translation>从文件更新价格</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Enter a file or an address first.</source>
        <translation>请先输入文件或地址。</translation>
    </message>
    <message>
        <source>Reading %1 ...</source>
        <translation>正在读取 %1 ……</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The catalog cannot be read.</source>
        <translation>无法读取目录。</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>%1 (%2 table): %3 new, %4 changed, %5 unchanged, %6 rejected.</source>
        <translation>%1（%2 表）：新增 %3，有变化 %4，无变化 %5，被拒绝 %6。</translation>
    </message>
    <message>
        <source>Correct the rejected rows and preview again: nothing is imported while one is wrong.</source>
        <translation>请修正被拒绝的行后重新预览：只要有一行有误，就不会导入任何内容。</translation>
    </message>
    <message>
        <source>The catalog already holds every row: nothing to apply.</source>
        <translation>目录已包含所有条目：无需应用。</translation>
    </message>
    <message>
        <source>Nothing was imported: the catalog changed since the preview. Preview again.</source>
        <translation>未导入任何内容：预览之后目录已发生变化。请重新预览。</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>未导入任何内容。</translation>
    </message>
    <message>
        <source>%1: %2 new, %3 changed</source>
        <translation>%1：新增 %2，有变化 %3</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>The download was cut short; nothing was read.</source>
        <translation>下载被中途截断，未读取任何内容。</translation>
    </message>
    <message>
        <source>Not a file: a device, a pipe or a folder cannot be imported.</source>
        <translation>这不是文件：设备、管道或文件夹无法导入。</translation>
    </message>
    <message>
        <source>The download did not finish in time.</source>
        <translation>下载未能在限定时间内完成。</translation>
    </message>
    <message>
        <source>The server answered without the file.</source>
        <translation>服务器的回应中没有该文件。</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not valid HTTP.</source>
        <translation>服务器的回应不是有效的 HTTP。</translation>
    </message>
    <message>
        <source>The address sends you to another server or port, which was not followed.</source>
        <translation>该地址会跳转到另一台服务器或另一个端口，已停止跟随。</translation>
    </message>
    <message>
        <source>The address redirects in circles or too many times.</source>
        <translation>该地址循环跳转或跳转次数过多。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::LlmBuildPanel</name>
    <message>
        <source>Decode, all users:</source>
        <translation>生成（所有用户合计）：</translation>
    </message>
    <message>
        <source>Decode, per user:</source>
        <translation>生成（每个用户）：</translation>
    </message>
    <message>
        <source>Prefill:</source>
        <translation>提示处理：</translation>
    </message>
    <message>
        <source>%1 × %2 GB</source>
        <translation>%1 × %2 GB</translation>
    </message>
    <message>
        <source>Cannot run: FP4 weights need FP4 tensor cores (Blackwell), which the %1 lacks.</source>
        <translation>无法运行：FP4 权重需要 FP4 张量核心（Blackwell），而 %1 没有。</translation>
    </message>
    <message>
        <source>Fits, %1 spare: needs %2 of %3.</source>
        <translation>可以容纳，富余 %1：需要 %2，共有 %3。</translation>
    </message>
    <message>
        <source>Short by %1: needs %2, has %3.</source>
        <translation>还差 %1：需要 %2，现有 %3。</translation>
    </message>
    <message>
        <source>weights %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>KV 缓存 %1</translation>
    </message>
    <message>
        <source>activations %1</source>
        <translation>激活 %1</translation>
    </message>
    <message>
        <source>overhead %1</source>
        <translation>运行时开销 %1</translation>
    </message>
    <message>
        <source>training state %1</source>
        <translation>训练状态 %1</translation>
    </message>
    <message>
        <source>Needs %1: %2.</source>
        <translation>需要 %1：%2。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Memory in GB as card makers count it (1 GB = 2^30 bytes). Several GPUs split the model by %1; each also keeps its own overhead.</source>
        <translation>显存按显卡厂商的算法以 GB 计（1 GB = 2^30 字节）。多块 GPU 时按%1拆分模型；每块 GPU 还各有自己的运行时开销。</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层</translation>
    </message>
    <message>
        <source>tensors</source>
        <translation>张量</translation>
    </message>
    <message>
        <source>No speed: the model does not fit on this build.</source>
        <translation>无速度数据：该配置容纳不下此模型。</translation>
    </message>
    <message>
        <source>Fine-tuning is planned for memory only: no speed estimate.</source>
        <translation>微调只规划显存：不估算速度。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (one user)</source>
        <translation>%1（单个用户）</translation>
    </message>
    <message>
        <source>%1 (each of %2 users)</source>
        <translation>%1（每个用户，共 %2 个用户）</translation>
    </message>
    <message>
        <source>First token, %1-token prompt:</source>
        <translation>首个 token 时间（%1 token 提示词）：</translation>
    </message>
    <message>
        <source>Decode is one token for every user per step, bound by memory bandwidth; prefill reads the prompt, bound by tensor throughput.</source>
        <translation>生成阶段每步为每个用户产出一个 token，受显存带宽限制；提示处理阶段读入提示词，受张量算力限制。</translation>
    </message>
    <message>
        <source>Multi-GPU overheads are assumptions, not measured.</source>
        <translation>多 GPU 开销为假设值，并非实测。</translation>
    </message>
    <message>
        <source>Decode is one token for every user per step, bound by memory bandwidth; prefill reads the prompt with llama.cpp&apos;s integer kernels, bound by the SMs (count x clock), not the datasheet tensor rate.</source>
        <translation>解码每步为每个用户生成一个 token，受显存带宽限制；预填充用 llama.cpp 的整数内核读取提示，受 SM（数量 × 频率）限制，而不是标称的张量算力。</translation>
    </message>
    <message>
        <source>not known: its maker publishes no compute rate</source>
        <translation>未知：厂商未公布算力</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 the GPU may use (%2 % of %3 unified memory)</source>
        <translation>GPU 可用的 %1（%3 统一内存的 %2 %）</translation>
    </message>
    <message>
        <source>Runs with part of it in RAM: needs %1, the GPUs hold %2 of their %3.</source>
        <translation>借用内存运行：需要 %1，GPU 在其 %3 中放下 %2。</translation>
    </message>
    <message>
        <source>Computer: %1. The GPUs keep what every token reads; the rest waits in RAM and the CPU reads it, at a share of the RAM&apos;s bandwidth that is an assumption.</source>
        <translation>电脑：%1。GPU 保留每个 token 都要读的部分；其余放在内存里由 CPU 读取，CPU 能达到的内存带宽比例是一个假设。</translation>
    </message>
    <message>
        <source>The weights in RAM cross PCIe (%1 GB/s) once per %2 prompt tokens: that bounds prefill.</source>
        <translation>内存中的权重每 %2 个提示 token 经 PCIe（%1 GB/s）传输一次：这限制了提示处理速度。</translation>
    </message>
    <message>
        <source>Costs per token count the cards and the machine, not the %1 of RAM this needs.</source>
        <translation>每 token 成本计入显卡和整机，不计入这种配置所需的 %1 内存。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::LlmChartPanel</name>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the chart as PNG, SVG or PDF, or its numbers as CSV.</source>
        <translation>将图表保存为 PNG、SVG 或 PDF，或将其数据保存为 CSV。</translation>
    </message>
    <message>
        <source>Per %1 of card price</source>
        <translation>按每 %1 显卡价格</translation>
    </message>
    <message>
        <source>Show decode tokens/s per %1 of the cards&apos; %2 price instead of tokens/s.</source>
        <translation>显示按显卡%2价格每 %1 计的生成 token/秒，而不是 token/秒。</translation>
    </message>
    <message>
        <source>1 user</source>
        <translation>1 个用户</translation>
    </message>
    <message>
        <source>%1 users</source>
        <translation>%1 个用户</translation>
    </message>
    <message>
        <source>%1 %2 · %3 tokens · %4</source>
        <translation>%1 %2 · %3 token · %4</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Decode tokens/s per %1 of cards</source>
        <translation>每 %1 显卡价格的生成 token/秒</translation>
    </message>
    <message>
        <source>Decode tokens/s, all users together</source>
        <translation>生成 token/秒（所有用户合计）</translation>
    </message>
    <message>
        <source>Fine-tuning is planned for memory only: no tokens/s to chart. Cards that hold it on up to %1 GPUs: %2; pick one under Your build to see its memory.</source>
        <translation>微调只规划显存，没有可绘制的 token/秒。在最多 %1 块 GPU 上能容纳它的显卡：%2 款；在“你的配置”中选一款即可查看其显存。</translation>
    </message>
    <message>
        <source>Fine-tuning is planned for memory only: no tokens/s to chart. Cards that hold it on one GPU: %1; pick one under Your build to see its memory.</source>
        <translation>微调只规划显存，没有可绘制的 token/秒。用 1 块 GPU 能容纳它的显卡：%1 款；在“你的配置”中选一款即可查看其显存。</translation>
    </message>
    <message>
        <source>Cards that cannot hold it on up to %1 GPUs: %2.</source>
        <translation>最多用 %1 块 GPU 仍容纳不下它的显卡：%2 款。</translation>
    </message>
    <message>
        <source>Cards that cannot hold it on one GPU: %1.</source>
        <translation>用 1 块 GPU 容纳不下它的显卡：%1 款。</translation>
    </message>
    <message>
        <source>Cards without the FP4 tensor cores FP4 weights need: %1.</source>
        <translation>缺少 FP4 权重所需 FP4 张量核心的显卡：%1 款。</translation>
    </message>
    <message>
        <source>Cards at their %1 price as of %2.</source>
        <translation>显卡按截至 %2 的%1价格计。</translation>
    </message>
    <message>
        <source>Cards without a %1 price on %2, left out: %3.</source>
        <translation>截至 %2 没有%1价格而被略去的显卡：%3 款。</translation>
    </message>
    <message>
        <source>The chart shows the best %1 of %2 cards.</source>
        <translation>图中显示 %2 款显卡中最好的 %1 款。</translation>
    </message>
    <message>
        <source>† price %1.</source>
        <translation>† 价格%1。</translation>
    </message>
    <message>
        <source>GPUs per build: up to %1</source>
        <translation>每套配置的显卡数：最多 %1</translation>
    </message>
    <message>
        <source>Export LLM Chart</source>
        <translation>导出 LLM 图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;CSV file (*.csv)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf);;CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Left out, as no llama.cpp backend runs on them: %1.</source>
        <translation>未列入（没有可运行它们的 llama.cpp 后端）：%1。</translation>
    </message>
    <message>
        <source>Left out, as no maintained PyTorch build runs on them: %1.</source>
        <translation>未列入（没有可运行它们的维护中的 PyTorch 版本）：%1。</translation>
    </message>
    <message>
        <source>Estimates from the planner for llama.cpp as of %2, typically within ±%1 % for decode on CUDA and ±%3 % on ROCm, Vulkan and Metal (cross-validated on llama.cpp measurements); multi-GPU overheads are assumptions. Each card on the fewest GPUs that hold the model.</source>
        <translation>规划器按 %2 版 llama.cpp 的估算值，生成速度误差在 CUDA 上通常在 ±%1 % 以内，在 ROCm、Vulkan 和 Metal 上通常在 ±%3 % 以内（经 llama.cpp 实测交叉验证）；多 GPU 开销为假设值。每款显卡取能容纳模型的最少 GPU 数。</translation>
    </message>
    <message numerus="yes">
        <source>Vendors shown: %1 (the Charts page&apos;s vendor boxes); %n device(s) of the others left out.</source>
        <translation>
            <numerusform>显示的厂商：%1（图表页的厂商复选框）；其他厂商的 %n 台设备未列入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Builds marked “%1” keep part of the model in the computer&apos;s RAM (%2): the CPU&apos;s share of the RAM&apos;s bandwidth in their speed is an assumption.</source>
        <translation>标有“%1”的配置把模型的一部分放在电脑内存里（%2）：其速度中 CPU 能达到的内存带宽比例是一个假设。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::LlmCloudPanel</name>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>%1 cannot hold the model: no owned cost per token.</source>
        <translation>%1 容纳不下该模型：无法算出自购的每 token 成本。</translation>
    </message>
    <message>
        <source>No %1 price of the %2 on or before %3: no owned cost per token.</source>
        <translation>%3 及之前没有 %2 的%1价格：无法算出自购的每 token 成本。</translation>
    </message>
    <message>
        <source>Owned %1: makes no tokens.</source>
        <translation>自购 %1：无法生成 token。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Buying %1 beats renting %2, the cheapest offer, above %3 tokens a day (the build makes up to %4 a day).</source>
        <translation>每天超过 %3 token 时，自购 %1 比租用最便宜的报价 %2 更划算（该配置每天最多生成 %4）。</translation>
    </message>
    <message>
        <source>Renting %1, the cheapest offer, costs less a token than the electricity of %2: buying never pays off.</source>
        <translation>租用最便宜的报价 %1，每 token 费用比 %2 的电费还低：自购永远无法回本。</translation>
    </message>
    <message>
        <source>Renting %1, the cheapest offer, stays cheaper: %2 would have to make more than the %3 tokens a day it can.</source>
        <translation>租用最便宜的报价 %1 始终更划算：%2 每天最多只能生成 %3 token，要回本需超过这一产能。</translation>
    </message>
    <message>
        <source>Cloud: the instance&apos;s hourly price over the tokens it makes in an hour, paid only while busy. Tokens/s are decode for all users (%1).</source>
        <translation>云：实例每小时价格除以其每小时生成的 token 数，只在忙碌时付费。token/秒为所有用户合计的生成速度（%1）。</translation>
    </message>
    <message>
        <source>No current cloud offer holds the model.</source>
        <translation>当前没有能容纳该模型的云报价。</translation>
    </message>
    <message>
        <source>%1 %2
%3 × %4</source>
        <translation>%1 %2
%3 × %4</translation>
    </message>
    <message>
        <source>free</source>
        <translation>免费</translation>
    </message>
    <message>
        <source>The catalog has no system base cost for a %1-GPU machine: no owned cost per token.</source>
        <translation>目录中没有 %1 卡整机的系统基础成本，无法计算自购的每 token 成本。</translation>
    </message>
    <message>
        <source>Offers that cannot hold it: %1.</source>
        <translation>容纳不下它的报价：%1 个。</translation>
    </message>
    <message>
        <source>Offers naming a card the catalog lacks: %1.</source>
        <translation>所用显卡不在目录中的报价：%1 个。</translation>
    </message>
    <message>
        <source>Owned %1: %2 per million tokens; %3 over %4 years (cards, machine and electricity, busy %5 % of the time, at %6).</source>
        <translation>自购 %1：每百万 token %2；%4 年共 %3（显卡、整机和电费，%5 % 的时间处于忙碌状态，电价 %6）。</translation>
    </message>
    <message>
        <source>the computer; no electricity counted, as no power figure is published</source>
        <translation>整机；没有公布功耗数字，因此未计入电费</translation>
    </message>
    <message>
        <source>the computer and its electricity</source>
        <translation>整机及其电费</translation>
    </message>
    <message>
        <source>Owned %1: %2 per million tokens; %3 over %4 years (%5; busy %6 % of the time).</source>
        <translation>自有 %1：每百万 token %2；%4 年共 %3（%5；%6 % 的时间在运行）。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::LlmInputsPanel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>自定义规模</translation>
    </message>
    <message>
        <source>Mo&amp;del:</source>
        <translation>模型(&amp;D)：</translation>
    </message>
    <message>
        <source>e.g. 8.03B or 70B</source>
        <translation>例如 8.03B 或 70B</translation>
    </message>
    <message>
        <source>Parameters of a dense model: 8.03B, 70B, 1.5T, 350M or 7e9. Its layers and heads are taken from the preset nearest in size.</source>
        <translation>稠密模型的参数量：8.03B、70B、1.5T、350M 或 7e9。层数和注意力头数取自规模最接近的预设模型。</translation>
    </message>
    <message>
        <source>Custom si&amp;ze:</source>
        <translation>自定义规模(&amp;Z)：</translation>
    </message>
    <message>
        <source>%1 bits a weight: %2</source>
        <translation>每个权重 %1 位：%2</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>权重(&amp;W)：</translation>
    </message>
    <message>
        <source>How the keys and values of the context are stored (llama.cpp&apos;s --cache-type-k/-v, vLLM&apos;s --kv-cache-dtype).</source>
        <translation>上下文中键和值的存储格式（llama.cpp 的 --cache-type-k/-v，vLLM 的 --kv-cache-dtype）。</translation>
    </message>
    <message>
        <source>K&amp;V cache:</source>
        <translation>KV 缓存(&amp;V)：</translation>
    </message>
    <message>
        <source>Rows of your presets file skipped: %1 (the tooltip says why).</source>
        <translation>你的预设文件中已跳过 %1 行（原因见提示）。</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>使用情况</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>Context per user: prompt and answer together. The KV cache grows with it.</source>
        <translation>每个用户的上下文：提示词与回答合计。KV 缓存随之增长。</translation>
    </message>
    <message>
        <source>Co&amp;ntext:</source>
        <translation>上下文(&amp;N)：</translation>
    </message>
    <message>
        <source>The prompt read before the first token of the answer (the whole context until you change it).</source>
        <translation>生成回答的首个 token 之前读入的提示词（在你修改之前等于整个上下文）。</translation>
    </message>
    <message>
        <source>Pr&amp;ompt:</source>
        <translation>提示词(&amp;O)：</translation>
    </message>
    <message>
        <source>Sequences decoded at once, each with its own KV cache; for fine-tuning, the micro-batch.</source>
        <translation>同时生成的序列数，每个序列有各自的 KV 缓存；微调时为微批次大小。</translation>
    </message>
    <message>
        <source>Concurrent &amp;users:</source>
        <translation>并发用户(&amp;U)：</translation>
    </message>
    <message>
        <source>Tas&amp;k:</source>
        <translation>任务(&amp;K)：</translation>
    </message>
    <message>
        <source>Layers (llama.cpp)</source>
        <translation>按层拆分（llama.cpp）</translation>
    </message>
    <message>
        <source>Tensors (vLLM)</source>
        <translation>张量并行（vLLM）</translation>
    </message>
    <message>
        <source>Layers: each GPU holds some layers, in proportion to its memory. Tensors: every layer is cut into equal shards, one per GPU.</source>
        <translation>按层拆分：每块 GPU 按其显存大小比例分担一部分层。张量并行：每一层都切成相等的分片，每块 GPU 一片。</translation>
    </message>
    <message>
        <source>Multi-GPU spl&amp;it:</source>
        <translation>多 GPU 拆分(&amp;I)：</translation>
    </message>
    <message>
        <source>Fl&amp;ash attention</source>
        <translation>Flash Attention(&amp;A)</translation>
    </message>
    <message>
        <source>llama.cpp&apos;s -fa: on by default on CUDA since 2025. Measured on the 2025 scoreboard it speeds prompts by about %1 % and generation by about %2 %.</source>
        <translation>llama.cpp 的 -fa 选项：自 2025 年起在 CUDA 上默认开启。按 2025 年排行榜的实测，它使提示词处理快约 %1 %，生成快约 %2 %。</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Each card is tried on 1 up to this many GPUs.</source>
        <translation>每款显卡从 1 块 GPU 一直尝试到此数量。</translation>
    </message>
    <message>
        <source>Max &amp;GPUs:</source>
        <translation>最多 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> token/秒</translation>
    </message>
    <message>
        <source>Decode speed of all users together that the cheapest build must reach.</source>
        <translation>最便宜的配置须达到的所有用户合计生成速度。</translation>
    </message>
    <message>
        <source>Ta&amp;rget speed:</source>
        <translation>目标速度(&amp;R)：</translation>
    </message>
    <message>
        <source>Type the model&apos;s parameters, such as 8.03B or 70B.</source>
        <translation>输入模型的参数量，例如 8.03B 或 70B。</translation>
    </message>
    <message>
        <source>“%1” is not a parameter count: write it like 8.03B, 70B, 1.5T or 7e9 (at most 1000T).</source>
        <translation>“%1”不是参数量：请写成 8.03B、70B、1.5T 或 7e9 这样的形式（最多 1000T）。</translation>
    </message>
    <message>
        <source>%1B parameters, %2B active per token (mixture of experts).</source>
        <translation>共 %1B 参数，每个 token 激活 %2B（混合专家模型）。</translation>
    </message>
    <message>
        <source>%1B parameters.</source>
        <translation>%1B 参数。</translation>
    </message>
    <message>
        <source>Layers and heads of %1, the preset nearest in size.</source>
        <translation>层数和注意力头数取自规模最接近的预设 %1。</translation>
    </message>
    <message>
        <source>That is the size of %1: its preset is used.</source>
        <translation>这正是 %1 的规模：使用其预设。</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>不计入</translation>
    </message>
    <message>
        <source>The computer&apos;s RAM. A model the GPUs cannot hold keeps part of its weights there (whole layers, or a mixture of experts&apos; experts) and runs slower; %1 GB are left to the system.</source>
        <translation>电脑的内存。GPU 放不下的模型会把一部分权重放在这里（整层，或混合专家模型的专家），运行更慢；其中 %1 GB 留给系统。</translation>
    </message>
    <message>
        <source>%1; PCIe %2.0</source>
        <translation>%1；PCIe %2.0</translation>
    </message>
    <message>
        <source>Memory &amp;platform:</source>
        <translation>内存平台(&amp;P)：</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Of the RAM&apos;s bandwidth, what the CPU reaches when it reads the weights in RAM. %1 % is an assumption: no shipped measurement runs partly on a CPU.</source>
        <translation>CPU 读取内存中的权重时能达到的内存带宽比例。%1 % 是一个假设：随附的实测没有部分在 CPU 上运行的。</translation>
    </message>
    <message>
        <source>CPU reaches:</source>
        <translation>CPU 能达到：</translation>
    </message>
    <message>
        <source>System RA&amp;M:</source>
        <translation>系统内存(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::LlmMemoryChart</name>
    <message>
        <source>Has</source>
        <translation>现有</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>所需</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>Training state</source>
        <translation>训练状态</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::LlmPlannerPage</name>
    <message>
        <source>Your build</source>
        <translation>你的配置</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>GPUs of the card in the build.</source>
        <translation>配置中该显卡的数量。</translation>
    </message>
    <message>
        <source>GPUs in the build</source>
        <translation>配置中的 GPU 数</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>显卡：</translation>
    </message>
    <message>
        <source>Your build against the cloud</source>
        <translation>你的配置与云对比</translation>
    </message>
    <message>
        <source>Pick a card.</source>
        <translation>请选择一款显卡。</translation>
    </message>
    <message>
        <source>Costs per token are for inference: fine-tuning is planned for memory only.</source>
        <translation>每 token 成本仅针对推理：微调只规划显存。</translation>
    </message>
    <message>
        <source>Cheapest way to reach %1</source>
        <translation>达到 %1 的最省钱方案</translation>
    </message>
    <message>
        <source>Speeds are for inference: fine-tuning is planned for memory only.</source>
        <translation>速度仅针对推理：微调只规划显存。</translation>
    </message>
    <message>
        <source>%1: %2 for the cards, %3 each, %4, priced %5; about %6.</source>
        <translation>%1：显卡共 %2，每块 %3（%4，%5 的价格）；约 %6。</translation>
    </message>
    <message>
        <source>%1: %2 for the card, %3, priced %4; about %5.</source>
        <translation>%1：显卡 %2（%3，%4 的价格）；约 %5。</translation>
    </message>
    <message>
        <source>No priced card reaches it on up to %1 GPUs; the fastest build is %2 at %3.</source>
        <translation>在最多 %1 块 GPU 内，没有有价格的显卡能达到该速度；最快的配置是 %2，速度为 %3。</translation>
    </message>
    <message>
        <source>No priced card reaches it on one GPU; the fastest is %1 at %2.</source>
        <translation>用 1 块 GPU，没有有价格的显卡能达到该速度；最快的是 %1，速度为 %2。</translation>
    </message>
    <message>
        <source>No card holds the model on up to %1 GPUs.</source>
        <translation>用最多 %1 块 GPU，没有显卡能容纳该模型。</translation>
    </message>
    <message>
        <source>No card holds the model on one GPU.</source>
        <translation>用 1 块 GPU，没有显卡能容纳该模型。</translation>
    </message>
    <message>
        <source>Cards that reach it but have no %1 price: %2.</source>
        <translation>能达到该速度但没有%1价格的显卡：%2 款。</translation>
    </message>
    <message>
        <source>It keeps %1 of the model in the computer&apos;s RAM (%2), so its speed rests on an assumed CPU share of the RAM&apos;s bandwidth.</source>
        <translation>它把模型的 %1 放在电脑内存里（%2），所以其速度基于 CPU 能达到的内存带宽比例的假设。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::MainWindow</name>
    <message>
        <source>Chart updated in %1 ms</source>
        <translation>图表已更新，用时 %1 ms</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Catalog...</source>
        <translation>打开目录(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Import CSV...</source>
        <translation>导入 CSV(&amp;I)...</translation>
    </message>
    <message>
        <source>Export Catalog &amp;CSV...</source>
        <translation>导出目录 CSV(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Export Chart...</source>
        <translation>导出图表(&amp;E)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export Chart &amp;Data (CSV)...</source>
        <translation>导出图表数据（CSV）(&amp;D)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Recommend a GPU...</source>
        <translation>推荐 GPU(&amp;R)...</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Answer a few questions and get the guide&apos;s pick at today&apos;s prices</source>
        <translation>回答几个问题，按当前价格获取指南推荐的显卡</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Could not read the catalog</source>
        <translation>无法读取目录</translation>
    </message>
    <message>
        <source>Open Catalog</source>
        <translation>打开目录</translation>
    </message>
    <message>
        <source>GPU Advisor catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>GPU Advisor 目录 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Sources of the Numbers...</source>
        <translation>数据来源(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation>关于 GPU Advisor(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Read-only catalog</source>
        <translation>只读目录</translation>
    </message>
    <message>
        <source>%1: %2. You can browse, chart and compare, but edits, imports and saved builds cannot be stored.</source>
        <translation>%1：%2。可以浏览、绘制图表和对比，但无法保存编辑、导入内容和装机方案。</translation>
    </message>
    <message>
        <source>&amp;Update Prices from File or Address...</source>
        <translation>从文件或地址更新价格(&amp;U)...</translation>
    </message>
    <message>
        <source>Updated from %1</source>
        <translation>已更新：%1</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>装机方案</translation>
    </message>
    <message>
        <source>Cloud vs Desktop</source>
        <translation>云 vs 台式机</translation>
    </message>
    <message>
        <source>LLM Planner</source>
        <translation>LLM 规划器</translation>
    </message>
    <message>
        <source>Explainer</source>
        <translation>原理解析</translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2; Ctrl+Tab for the next page)</source>
        <translation>%1（Ctrl+%2；Ctrl+Tab 切到下一页）</translation>
    </message>
    <message>
        <source>%1 (read-only) — GPU Advisor</source>
        <translation>%1（只读）— GPU Advisor</translation>
    </message>
    <message>
        <source>%1 — GPU Advisor</source>
        <translation>%1 — GPU Advisor</translation>
    </message>
    <message>
        <source>The catalog was changed by another program; reloaded.</source>
        <translation>目录已被另一个程序更改，已重新加载。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::PerformanceChart</name>
    <message>
        <source>%1%2 (%3 GB)  %4</source>
        <translation>%1%2 (%3 GB)  %4</translation>
    </message>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>Main factors against the reference:</source>
        <translation>与参考显卡相比的主要因素：</translation>
    </message>
    <message>
        <source>Price: %1 (%2, %3)</source>
        <translation>价格：%1（%2，%3）</translation>
    </message>
    <message>
        <source>Cost of ownership: %1 (system %2, cards %3, electricity %4)</source>
        <translation>拥有成本：%1（整机 %2，显卡 %3，电费 %4）</translation>
    </message>
    <message>
        <source>Performance per %1: %2</source>
        <translation>每 %1 性能：%2</translation>
    </message>
    <message>
        <source>Relative performance: %1 (%2)</source>
        <translation>相对性能：%1（%2）</translation>
    </message>
    <message>
        <source>Marked on the performance chart, not per dollar.</source>
        <translation>实测值标在性能图上，不标在性价比图上。</translation>
    </message>
    <message>
        <source>Not marked: these are measurements of one GPU, the bar is for several.</source>
        <translation>未标出：这些是单块 GPU 的实测值，而条形对应多块 GPU。</translation>
    </message>
    <message>
        <source>Old price: %1. Check a current price before you buy.</source>
        <translation>旧价格：%1。购买前请核实当前价格。</translation>
    </message>
    <message>
        <source>estimate from specifications alone</source>
        <translation>仅按规格估算</translation>
    </message>
    <message>
        <source>not counted (no power figure)</source>
        <translation>未计入（没有功耗数字）</translation>
    </message>
    <message>
        <source>Cost of ownership: %1 (the computer %2, electricity %3)</source>
        <translation>拥有成本：%1（整机 %2，电费 %3）</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::PowerBar</name>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>The power supply delivers %1: GPUs %2, CPU %3, the rest %4. Its rating is %5; the outlet feeds %6 continuously (80 % of the circuit), which is %7 through the supply&apos;s %8 % efficiency.</source>
        <translation>电源输出 %1：GPU %2，CPU %3，其余 %4。电源额定 %5；插座可持续供电 %6（电路额定值的 80 %），按电源 %8 % 的转换效率折合为电源输出 %7。</translation>
    </message>
    <message>
        <source>The build is %1 over.</source>
        <translation>装机方案超出 %1。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Power supply %1</source>
        <translation>电源 %1</translation>
    </message>
    <message>
        <source>Outlet %1 continuous</source>
        <translation>插座持续 %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <source>%1 over the power supply</source>
        <translation>超出电源 %1</translation>
    </message>
    <message>
        <source>%1 over the outlet</source>
        <translation>超出插座 %1</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>US dollars (USD, $)</source>
        <translation>美元（USD，$）</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY, ¥)</source>
        <translation>人民币（CNY，¥）</translation>
    </message>
    <message>
        <source>Euros (EUR, €)</source>
        <translation>欧元（EUR，€）</translation>
    </message>
    <message>
        <source>Show &amp;money in:</source>
        <translation>金额显示为(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Yuan per US dollar:</source>
        <translation>每美元兑人民币(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Euros per US dollar:</source>
        <translation>每美元兑欧元(&amp;E)：</translation>
    </message>
    <message>
        <source>Prices are kept in US dollars and converted for display at these rates. GPU Advisor works offline and never fetches exchange rates: set them yourself.</source>
        <translation>价格以美元保存，显示时按这些汇率换算。GPU Advisor 离线运行，不会联网获取汇率：请自行设置。</translation>
    </message>
    <message>
        <source>Mark prices as &amp;old after:</source>
        <translation>价格超过此时长标为旧(&amp;O)：</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>A price dated more than this many months before the day prices are used for is marked &quot;old&quot; on every page, and the charts count such bars.</source>
        <translation>价格日期早于所用日期超过这么多个月时，各页面都会标为“旧”，图表也会统计这类条形的数量。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::PriceDialog</name>
    <message>
        <source>Add Price</source>
        <translation>添加价格</translation>
    </message>
    <message>
        <source>New</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>e.g. eBay sold listings, March 2025</source>
        <translation>例如：eBay 已售记录，2025 年 3 月</translation>
    </message>
    <message>
        <source>&amp;Card:</source>
        <translation>显卡(&amp;C)：</translation>
    </message>
    <message>
        <source>C&amp;ondition:</source>
        <translation>成色(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Price (%1):</source>
        <translation>价格(&amp;P)（%1）：</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::SavedBuildsBar</name>
    <message>
        <source>Name of the build</source>
        <translation>装机方案名称</translation>
    </message>
    <message>
        <source>Type a name to save the build under, or pick a saved build to load.</source>
        <translation>输入名称以保存装机方案，或选择已保存的方案进行加载。</translation>
    </message>
    <message>
        <source>Saved &amp;build:</source>
        <translation>已存方案(&amp;B)：</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>保存(&amp;V)</translation>
    </message>
    <message>
        <source>Save the build under this name in your catalog.</source>
        <translation>以此名称将装机方案保存到你的目录中。</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>加载(&amp;L)</translation>
    </message>
    <message>
        <source>Replace the build on this page with the saved one.</source>
        <translation>用已保存的方案替换本页当前的装机方案。</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the saved build of this name.</source>
        <translation>删除此名称的已保存方案。</translation>
    </message>
    <message>
        <source>No catalog is open, so builds cannot be saved.</source>
        <translation>未打开目录，无法保存装机方案。</translation>
    </message>
    <message>
        <source>The catalog is read-only (%1): saved builds can be loaded but not saved or deleted.</source>
        <translation>目录为只读（%1）：可以加载已保存的装机方案，但不能保存或删除。</translation>
    </message>
    <message>
        <source>Save Build</source>
        <translation>保存装机方案</translation>
    </message>
    <message>
        <source>Type a name for the build first.</source>
        <translation>请先为装机方案输入名称。</translation>
    </message>
    <message>
        <source>Add at least one card before saving the build.</source>
        <translation>保存前请至少添加一块显卡。</translation>
    </message>
    <message>
        <source>Replace the saved build “%1” with this one?</source>
        <translation>要用当前方案替换已保存的装机方案“%1”吗？</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>已保存“%1”。</translation>
    </message>
    <message>
        <source>Load Build</source>
        <translation>加载装机方案</translation>
    </message>
    <message>
        <source>Pick a saved build to load.</source>
        <translation>请选择要加载的已保存方案。</translation>
    </message>
    <message>
        <source>There is no saved build named “%1”.</source>
        <translation>没有名为“%1”的已保存方案。</translation>
    </message>
    <message>
        <source>Loaded “%1”.</source>
        <translation>已加载“%1”。</translation>
    </message>
    <message>
        <source>Delete Build</source>
        <translation>删除装机方案</translation>
    </message>
    <message>
        <source>Delete the saved build “%1”?</source>
        <translation>要删除已保存的装机方案“%1”吗？</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>已删除“%1”。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::SourcesDialog</name>
    <message>
        <source>Performance model</source>
        <translation>性能模型</translation>
    </message>
    <message>
        <source>Cost and cloud</source>
        <translation>成本与云</translation>
    </message>
    <message>
        <source>Memory needs</source>
        <translation>显存需求</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Build checks</source>
        <translation>装机检查</translation>
    </message>
    <message>
        <source>GPU data</source>
        <translation>GPU 数据</translation>
    </message>
    <message>
        <source>What drives deep-learning speed, most important first: tensor cores, memory bandwidth, the cache hierarchy, FLOPS. Cards without tensor cores are not worth buying.</source>
        <translation>决定深度学习速度的因素，按重要性排列：张量核心、显存带宽、缓存层级、FLOPS。没有张量核心的显卡不值得买。</translation>
    </message>
    <message>
        <source>The 2019 order: tensor cores, FLOPs, bandwidth, 16-bit support for conv nets and Transformers; bandwidth, 16-bit, tensor cores, FLOPs for RNNs.</source>
        <translation>2019 年的排序：卷积网络和 Transformer 看张量核心、FLOPs、带宽、16 位支持；RNN 看带宽、16 位、张量核心、FLOPs。</translation>
    </message>
    <message>
        <source>Ampere access costs in cycles: global memory about 380, L2 about 200, shared memory or L1 about 34, an FFMA 4, a tensor-core matmul 1 (2020 figures: 200, 20, 4, 1).</source>
        <translation>Ampere 的访问开销（周期）：全局内存约 380，L2 约 200，共享内存或 L1 约 34，一次 FFMA 4，一次张量核心矩阵乘 1（2020 年数据：200、20、4、1）。</translation>
    </message>
    <message>
        <source>A 32x32 matmul tile takes 504 cycles without tensor cores, 235 with them and 200 with asynchronous copies, about 15% less again (2020 edition: 392 against 221).</source>
        <translation>一个 32x32 的矩阵乘分块：无张量核心 504 个周期，有张量核心 235 个，加上异步拷贝 200 个，再少约 15%（2020 版：392 对 221）。</translation>
    </message>
    <message>
        <source>Tensor cores are kept busy only 45-65% of the time when training GPT-3-sized models (2023), and about 30% for BERT-large (2020).</source>
        <translation>训练 GPT-3 规模的模型时，张量核心只有 45-65% 的时间在工作（2023）；BERT-large 约为 30%（2020）。</translation>
    </message>
    <message>
        <source>A quick estimate between two cards with tensor cores is their ratio of memory bandwidth: A100 at 1555 GB/s over V100 at 900 GB/s gives 1.73x.</source>
        <translation>两块带张量核心的显卡之间，可用显存带宽之比快速估算速度：A100 的 1555 GB/s 比 V100 的 900 GB/s，得 1.73 倍。</translation>
    </message>
    <message>
        <source>Ampere over Volta gains 2-5% from larger shared memory and 1-3% from better tensor cores, so 1.78x-1.87x for A100 against V100 in theory.</source>
        <translation>Ampere 相对 Volta：更大的共享内存带来 2-5%，更好的张量核心带来 1-3%，因此理论上 A100 是 V100 的 1.78-1.87 倍。</translation>
    </message>
    <message>
        <source>Shared memory and L2 per architecture: Volta 128 KB / 6 MB, Turing 96 KB / 5.5 MB, Ampere 128 KB / 6 MB, Ada 128 KB / 72 MB.</source>
        <translation>各架构的共享内存与 L2：Volta 128 KB / 6 MB，Turing 96 KB / 5.5 MB，Ampere 128 KB / 6 MB，Ada 128 KB / 72 MB。</translation>
    </message>
    <message>
        <source>When a layer&apos;s inputs and weights fit into Ada&apos;s large L2 (as in BERT-large training), matmuls run 1.5-2.0x faster; inference with batches over 8 gains too.</source>
        <translation>当一层的输入和权重能放进 Ada 的大 L2（如训练 BERT-large），矩阵乘快 1.5-2.0 倍；批大小超过 8 的推理也会受益。</translation>
    </message>
    <message>
        <source>Correcting vendor benchmarks: twice the batch size adds 13.6% throughput for a CNN and 13.5% for a Transformer; 8 A100s do 7.00x one A100, 8 V100s 6.67x one V100.</source>
        <translation>校正厂商基准：批大小翻倍，CNN 吞吐量多 13.6%，Transformer 多 13.5%；8 块 A100 是 1 块的 7.00 倍，8 块 V100 是 1 块的 6.67 倍。</translation>
    </message>
    <message>
        <source>A100 over V100 once corrected: SE-ResNeXt101 1.43x, Mask R-CNN 1.47x, a 12-layer WMT14 en-de Transformer 1.70x, close to the bandwidth estimate; vision gains less.</source>
        <translation>校正后 A100 相对 V100：SE-ResNeXt101 1.43 倍，Mask R-CNN 1.47 倍，12 层 WMT14 英德 Transformer 1.70 倍，接近带宽估算；视觉模型提升较少。</translation>
    </message>
    <message>
        <source>An RTX 3090 runs conv nets 1.57x and Transformers 1.5x as fast as an RTX 2080 Ti, for about 15% more money.</source>
        <translation>RTX 3090 跑卷积网络是 RTX 2080 Ti 的 1.57 倍，跑 Transformer 是 1.5 倍，价格只贵约 15%。</translation>
    </message>
    <message>
        <source>In 8-bit inference an RTX 4090 reaches about 0.33x of an H100 SXM, which is about 3x faster.</source>
        <translation>8 位推理中，RTX 4090 约为 H100 SXM 的 0.33 倍，即 H100 SXM 快约 3 倍。</translation>
    </message>
    <message>
        <source>The RTX 4090&apos;s tensor cores do 0.66 PFLOPS in FP8; 8-bit training on Ada and Hopper is likely 3-4x as fast as 16-bit training.</source>
        <translation>RTX 4090 的张量核心 FP8 算力为 0.66 PFLOPS；在 Ada 和 Hopper 上，8 位训练可能是 16 位训练的 3-4 倍。</translation>
    </message>
    <message>
        <source>From Ampere on, 2:4 structured sparsity can double matmul speed, but only with two zeros in every four values, not for sparse matrices in general.</source>
        <translation>从 Ampere 起，2:4 结构化稀疏可让矩阵乘速度翻倍，但只限每四个值中有两个零，一般的稀疏矩阵不行。</translation>
    </message>
    <message>
        <source>BF16 spans FP32&apos;s range (about ±3e38) with no loss scaling, FP16 only ±65504; TF32 is nearly as stable as FP32 at nearly FP16 speed; FP8 is far more stable than Int8 but has no transposed matmul.</source>
        <translation>BF16 覆盖 FP32 的范围（约 ±3e38），无需损失缩放，FP16 只有 ±65504；TF32 稳定性接近 FP32、速度接近 FP16；FP8 比 Int8 稳定得多，但没有转置矩阵乘。</translation>
    </message>
    <message>
        <source>On Ampere and older cards Int8 only pays off from 175B parameters; below 13B it runs about as fast as 16-bit.</source>
        <translation>在 Ampere 及更早的显卡上，Int8 要到 175B 参数才划算；13B 以下速度与 16 位相当。</translation>
    </message>
    <message>
        <source>A power limit 50 W lower on 4x RTX 2080 Ti costs only about 7% speed; capping an RTX 3090 at 300 W instead of 350 W saves 200 W in a four-card machine.</source>
        <translation>4 块 RTX 2080 Ti 的功率限制降低 50 W，只慢约 7%；把 RTX 3090 从 350 W 限到 300 W，四卡机器可省 200 W。</translation>
    </message>
    <message>
        <source>Mixed precision on Volta and Turing trains at least 2x as fast as FP32.</source>
        <translation>在 Volta 和 Turing 上，混合精度训练至少是 FP32 的 2 倍速度。</translation>
    </message>
    <message>
        <source>Vendor figures: the RTX 2080 Ti is 40% faster than the RTX 2080; in 2019 an RTX 2060 gave over 5x the value for money of a Tesla V100.</source>
        <translation>厂商数据：RTX 2080 Ti 比 RTX 2080 快 40%；2019 年 RTX 2060 的性价比是 Tesla V100 的 5 倍以上。</translation>
    </message>
    <message>
        <source>Asynchronous copies from global to shared memory exist on Ampere (RTX 30, A100) and Ada (RTX 40); the Tensor Memory Accelerator (TMA) only on Hopper (H100).</source>
        <translation>从全局内存到共享内存的异步拷贝见于 Ampere（RTX 30、A100）和 Ada（RTX 40）；张量内存加速器（TMA）只有 Hopper（H100）才有。</translation>
    </message>
    <message>
        <source>Performance per dollar is relative performance over the price of the machine without GPUs plus the card; the 2023 edition adds 5 years of power at $0.175/kWh and 15% utilisation.</source>
        <translation>性价比 = 相对性能 ÷（不含 GPU 的整机价格 + 显卡价格）；2023 版再加上 5 年电费，按 $0.175/kWh、利用率 15% 计。</translation>
    </message>
    <message>
        <source>On those terms an RTX 4090 costs about $100 of power a year: 450 W x 0.15 x 8760 h x $0.175 = $103.</source>
        <translation>按此计算，RTX 4090 每年电费约 $100：450 W x 0.15 x 8760 h x $0.175 = $103。</translation>
    </message>
    <message>
        <source>Over 5 years a desktop with an RTX 4070 Ti gives about 2x the 8-bit inference performance per dollar of one with an RTX 3090.</source>
        <translation>按 5 年计，配 RTX 4070 Ti 的台式机的 8 位推理性价比约为配 RTX 3090 的 2 倍。</translation>
    </message>
    <message>
        <source>A $2200 desktop with one RTX 3090 (591 kWh, $71 a year at $0.12/kWh) against a $2.14/h V100 instance breaks even after about 300 days at 15% use; 293 days solved exactly.</source>
        <translation>一台 $2200、单块 RTX 3090 的台式机（每年 591 kWh，按 $0.12/kWh 为 $71）对比 $2.14/h 的 V100 实例，利用率 15% 时约 300 天回本；精确求解为 293 天。</translation>
    </message>
    <message>
        <source>Usual utilisation: under 15% for a PhD student&apos;s desktop, over 35% for a PhD Slurm cluster, over 60% for a company-wide cluster, 5-10% for most personal machines.</source>
        <translation>常见利用率：博士生台式机低于 15%，博士 Slurm 集群高于 35%，公司级集群高于 60%，大多数个人机器 5-10%。</translation>
    </message>
    <message>
        <source>With more than a year of deep learning ahead, buy a desktop; otherwise rent, unless you need to scale the number of GPUs up and down.</source>
        <translation>若还要做一年以上深度学习，就买台式机；否则租用云，除非需要随时增减 GPU 数量。</translation>
    </message>
    <message>
        <source>Data-centre (Tesla) cards cost about 10x consumer cards of similar compute, for passive cooling, more memory and ECC.</source>
        <translation>数据中心（Tesla）显卡价格约为同等算力消费级显卡的 10 倍，换来被动散热、更大显存和 ECC。</translation>
    </message>
    <message>
        <source>Used prices in 2020: RTX 2070 $400 (about $260 on eBay in 2023), RTX 2060 $300, GTX 1070 $220, GTX 1070 Ti $230, GTX 1650 Super $190, GTX 980 Ti 6GB $150; an RTX 3070 is $200 below an RTX 3080.</source>
        <translation>2020 年二手价格：RTX 2070 $400（2023 年 eBay 约 $260），RTX 2060 $300，GTX 1070 $220，GTX 1070 Ti $230，GTX 1650 Super $190，GTX 980 Ti 6GB $150；RTX 3070 比 RTX 3080 便宜 $200。</translation>
    </message>
    <message>
        <source>GPU hours can put out more CO2 than an international flight; a carbon calculator turns a GPU&apos;s energy into emissions.</source>
        <translation>GPU 运行时长产生的 CO2 可能超过一次国际航班；碳计算器可把 GPU 耗电量换算成排放量。</translation>
    </message>
    <message>
        <source>2023: 12 GB or more for image generation, 24 GB or more for work with Transformers.</source>
        <translation>2023：图像生成至少 12 GB，做 Transformer 相关工作至少 24 GB。</translation>
    </message>
    <message>
        <source>2020: 11 GB for pretrained or small Transformers, 24 GB to train large Transformers or conv nets, 10 GB for prototyping and computer vision, 8 GB for Kaggle; medical and very large images need much more.</source>
        <translation>2020：预训练或小型 Transformer 需 11 GB，训练大型 Transformer 或卷积网络需 24 GB，原型开发和计算机视觉需 10 GB，Kaggle 需 8 GB；医学影像和超大图像需要多得多。</translation>
    </message>
    <message>
        <source>Textbook minimum: 4 GB, 8 GB is better, and 2 GB more if the card also drives the display.</source>
        <translation>教科书的下限：4 GB，8 GB 更好；若显卡还要带显示器，再加 2 GB。</translation>
    </message>
    <message>
        <source>To learn how much memory you need, rent a cloud GPU for a while and watch.</source>
        <translation>想知道需要多少显存，可以先租一段时间云 GPU 观察。</translation>
    </message>
    <message>
        <source>2023 best value: RTX 4070 Ti for 8-bit and 16-bit inference, RTX 3080 for 16-bit training; good first or Kaggle cards, but short of memory for many uses.</source>
        <translation>2023 年性价比最佳：8 位和 16 位推理选 RTX 4070 Ti，16 位训练选 RTX 3080；适合入门或 Kaggle，但很多用途显存不够。</translation>
    </message>
    <message>
        <source>2023 academic and startup servers: RTX 6000 Ada, H100 SXM also good value; a small cluster mixes 66-80% RTX 6000 Ada with 20-33% H100 SXM, or L40 on a good deal.</source>
        <translation>2023 年学术和初创公司服务器：RTX 6000 Ada，H100 SXM 性价比也不错；小集群按 66-80% RTX 6000 Ada 加 20-33% H100 SXM 搭配，价格合适时可用 L40。</translation>
    </message>
    <message>
        <source>The 2023 method: settle the memory you need, decide whether experimental 8-bit is fine, then take the best performance per dollar with that memory; right in about 80% of cases.</source>
        <translation>2023 年的方法：先定所需显存，再决定能否接受实验性的 8 位，然后在满足显存的卡中选性价比最高的；约 80% 的情况适用。</translation>
    </message>
    <message>
        <source>2020 picks: RTX 3080 or 3090 overall, RTX 3070 for Kaggle, 4x RTX 3090 for competitive research, used cards or free cloud credits on a small budget; no Tesla, Quadro, Founders Edition or Titan.</source>
        <translation>2020 年推荐：综合选 RTX 3080 或 3090，Kaggle 选 RTX 3070，前沿研究选 4 块 RTX 3090，预算少就买二手或用免费云额度；不要 Tesla、Quadro、公版（Founders Edition）或 Titan。</translation>
    </message>
    <message>
        <source>2020 clusters: under 128 GPUs mostly 8x RTX 3080 or 3090 nodes (RTX 6000 or A100 where RTX is barred), from 128 8x A100 nodes, from 256 a DGX SuperPOD; past 1024 only TPU Pods or DGX SuperPODs compete.</source>
        <translation>2020 年集群：128 块 GPU 以下以 8 卡 RTX 3080 或 3090 节点为主（禁用 RTX 时用 RTX 6000 或 A100），128 块起用 8 卡 A100 节点，256 块起用 DGX SuperPOD；超过 1024 块只有 TPU Pod 或 DGX SuperPOD 可比。</translation>
    </message>
    <message>
        <source>Owners of an RTX 2080 Ti or better gain little from an RTX 3090 unless memory holds them back; RTX 2070 owners should upgrade only if 8 GB is the limit.</source>
        <translation>已有 RTX 2080 Ti 或更好显卡的人，换 RTX 3090 收益不大，除非受显存限制；RTX 2070 用户只有在 8 GB 不够用时才需升级。</translation>
    </message>
    <message>
        <source>The CUDA licence keeps GeForce and RTX cards out of data centres; universities can ask for an exception.</source>
        <translation>CUDA 许可禁止在数据中心使用 GeForce 和 RTX 显卡；大学可以申请例外。</translation>
    </message>
    <message>
        <source>GTX 16 series cards have no tensor cores and do poorly; a used RTX 2070, 2060 or 2060 Super is the better buy.</source>
        <translation>GTX 16 系列没有张量核心，表现差；买二手 RTX 2070、2060 或 2060 Super 更好。</translation>
    </message>
    <message>
        <source>2019 tiers: RTX 2060 6 GB for hobbyists, RTX 2070 or 2080 8 GB on $4-6k, RTX 2080 Ti 11 GB on $8-9k, Titan RTX or Quadro RTX 6000 24 GB, Quadro RTX 8000 48 GB.</source>
        <translation>2019 年档次：爱好者用 RTX 2060 6 GB，$4-6k 预算用 RTX 2070 或 2080 8 GB，$8-9k 用 RTX 2080 Ti 11 GB，再往上是 Titan RTX 或 Quadro RTX 6000 24 GB、Quadro RTX 8000 48 GB。</translation>
    </message>
    <message>
        <source>Over 100 servers: Tesla cards or the cloud; labs and small firms with 10 or more servers: RTX cards in 4-8-GPU Supermicro or ASUS chassis.</source>
        <translation>超过 100 台服务器：用 Tesla 显卡或云；10 台以上服务器的实验室和小公司：在 4-8 卡的 Supermicro 或华硕机箱中用 RTX 显卡。</translation>
    </message>
    <message>
        <source>GPUs per task: 1 for small data sets (Pascal VOC), 2 for two runs or larger batches, 4 for medium data sets (MS COCO), 8 to reproduce papers; a run should end within 24 h.</source>
        <translation>按任务选 GPU 数：小数据集（Pascal VOC）1 块，同时跑两个实验或更大批量 2 块，中等数据集（MS COCO）4 块，复现论文 8 块；一次训练应在 24 h 内完成。</translation>
    </message>
    <message>
        <source>AMD GPUs (ROCm) are not expected to catch up within 1-2 years; Google TPUs are good value, best at scale.</source>
        <translation>AMD GPU（ROCm）预计 1-2 年内追不上；Google TPU 性价比高，规模越大越合适。</translation>
    </message>
    <message>
        <source>The 2023 flowchart as yes/no questions: organisation or individual, large LLMs, training, Transformers, then a budget chain from the RTX 4090 down; 23 outcomes, at most 8 questions deep.</source>
        <translation>2023 年流程图，以是/否问题呈现：机构还是个人、大语言模型、是否训练、Transformer，然后从 RTX 4090 往下逐一问预算；共 23 个结果，最多 8 层问题。</translation>
    </message>
    <message>
        <source>The 2020 four steps: what you want to do, the memory it takes, the best performance per dollar with that memory, then case fit, power supply and cooling.</source>
        <translation>2020 年四步法：想做什么、需要多少显存、满足显存的最高性价比显卡，最后检查机箱、电源和散热。</translation>
    </message>
    <message>
        <source>4x RTX 3090 draw 1400 W and 4x RTX 4090 1800 W; a common 1600 W supply is too tight for 4x RTX 3090 (get 1700 W or more) but may do for 4x RTX 3080.</source>
        <translation>4 块 RTX 3090 功耗 1400 W，4 块 RTX 4090 为 1800 W；常见的 1600 W 电源带 4 块 RTX 3090 太紧（应选 1700 W 以上），带 4 块 RTX 3080 或许可以。</translation>
    </message>
    <message>
        <source>Many outlets, in the US above all, give no more than 1600 W; server or mining supplies help if their size fits.</source>
        <translation>许多插座（尤其在美国）最多只能提供 1600 W；尺寸合适的话，可用服务器或矿机电源。</translation>
    </message>
    <message>
        <source>A power limit solves power-supply and cooling trouble at once (see P18).</source>
        <translation>设置功率限制可同时解决电源和散热问题（见 P18）。</translation>
    </message>
    <message>
        <source>RTX 3090 and 4090 cards are 3 slots wide: four of them need 2-slot versions, PCIe risers or water cooling.</source>
        <translation>RTX 3090 和 4090 占 3 个插槽：装四块需要双槽版本、PCIe 延长线或水冷。</translation>
    </message>
    <message>
        <source>GPUs slow down above 80 °C; stacked open-air cards overheat, a 1-slot gap cools them by 10-30 °C and the case by only 1-3 °C; blowers, water or risers fix it.</source>
        <translation>GPU 超过 80 °C 会降频；紧挨着的开放式散热显卡会过热，间隔一个插槽可降 10-30 °C，机箱只能降 1-3 °C；涡轮散热、水冷或延长线可以解决。</translation>
    </message>
    <message>
        <source>Melted 12VHPWR plugs on the RTX 4090 (about 0.1% of users) come from poor seating: clean the contacts, push until it clicks, wiggle-test, leave no gap.</source>
        <translation>RTX 4090 的 12VHPWR 插头熔化（约 0.1% 的用户）源于没插好：清洁触点、插到听见咔嗒声、晃动检查、不留缝隙。</translation>
    </message>
    <message>
        <source>PCIe 4.0 or 5.0 matters only from 8 GPUs (1-7% in a 4-GPU box); x4 lanes do for 2 GPUs, 4 GPUs on x4 lose 5-10%, x8 per card is better.</source>
        <translation>PCIe 4.0 或 5.0 要到 8 块 GPU 才重要（4 卡机器只差 1-7%）；2 块 GPU 用 x4 通道即可，4 块用 x4 会损失 5-10%，每卡 x8 更好。</translation>
    </message>
    <message>
        <source>NVLink brings nothing below about 128 GPUs.</source>
        <translation>约 128 块 GPU 以下，NVLink 没有用处。</translation>
    </message>
    <message>
        <source>Different GPU models train together, but at the pace of the slowest card.</source>
        <translation>不同型号的 GPU 可以一起训练，但速度取决于最慢的那块。</translation>
    </message>
    <message>
        <source>Between machines use at least 50 Gbit/s (used EDR InfiniBand: about $500 for two cards and a cable); 10 Gbit/s Ethernet suits only some conv nets or DeepSpeed-style training.</source>
        <translation>机器之间至少要 50 Gbit/s（二手 EDR InfiniBand：两块网卡加一根线约 $500）；10 Gbit/s 以太网只适合部分卷积网络或 DeepSpeed 式训练。</translation>
    </message>
    <message>
        <source>Plan 4-8 CPU cores per GPU for data loading; with 4-8 GPUs faster cores beat more cores (6 at 4 GHz over 8 at 3.5 GHz); a weak CPU kept 16 V100s under twice 8 V100s.</source>
        <translation>每块 GPU 配 4-8 个 CPU 核心用于加载数据；4-8 块 GPU 时，核心快比核心多更重要（6 核 4 GHz 胜过 8 核 3.5 GHz）；CPU 太弱曾让 16 块 V100 达不到 8 块的两倍。</translation>
    </message>
    <message>
        <source>Keep the training GPU off the display (or allow 2 GB for it); workstations take up to 4 GPUs, servers up to 8.</source>
        <translation>训练用的 GPU 不要接显示器（否则预留 2 GB）；工作站最多 4 块 GPU，服务器最多 8 块。</translation>
    </message>
    <message>
        <source>A rented instance stops any process that goes over its memory: size host RAM to the job.</source>
        <translation>租用的实例会终止超出内存的进程：主机内存要按任务配足。</translation>
    </message>
    <message>
        <source>A table of 11 GPUs with memory, FP32 and FP16 TFLOPS, e.g. RTX 3090 24 GB, 35.58, ~71 and A100 SXM4 40/80 GB, 19.5, 312; Ampere cards need CUDA 11.x.</source>
        <translation>11 款 GPU 的规格表（显存、FP32 和 FP16 TFLOPS），如 RTX 3090 24 GB、35.58、~71，A100 SXM4 40/80 GB、19.5、312；Ampere 显卡需要 CUDA 11.x。</translation>
    </message>
    <message>
        <source>Bandwidth: A100 1555 GB/s, V100 900 GB/s; board power: RTX 3080 320 W, RTX 3090 350 W, RTX 4090 450 W; the RTX 3090 and 4090 are 3 slots wide.</source>
        <translation>带宽：A100 1555 GB/s，V100 900 GB/s；板卡功耗：RTX 3080 320 W，RTX 3090 350 W，RTX 4090 450 W；RTX 3090 和 4090 占 3 个插槽。</translation>
    </message>
    <message>
        <source>Generations: Pascal without low-precision speed-up, Volta and Turing with first tensor cores, Ampere with TF32, BF16, sparsity and async copy, Ada with FP8 and 72 MB L2, Hopper with FP8 and TMA.</source>
        <translation>各代架构：Pascal 没有低精度加速，Volta 和 Turing 有第一代、第二代张量核心，Ampere 有 TF32、BF16、稀疏和异步拷贝，Ada 有 FP8 和 72 MB L2，Hopper 有 FP8 和 TMA。</translation>
    </message>
    <message>
        <source>Online services named: Colab (free K80, sometimes T4 or P100; $10 a month paid), Baidu AI Studio (free V100 hours, PaddlePaddle only), vast.ai, Lambda Cloud, AWS P3/G4, AutoDL.</source>
        <translation>提到的在线服务：Colab（免费 K80，有时是 T4 或 P100；付费版每月 $10）、百度 AI Studio（免费 V100 时长，仅限 PaddlePaddle）、vast.ai、Lambda Cloud、AWS P3/G4、AutoDL。</translation>
    </message>
    <message>
        <source>2023 GPU guide</source>
        <translation>2023 年 GPU 指南</translation>
    </message>
    <message>
        <source>2020 GPU guide</source>
        <translation>2020 年 GPU 指南</translation>
    </message>
    <message>
        <source>2019 guide summary</source>
        <translation>2019 年指南摘要</translation>
    </message>
    <message>
        <source>Textbook</source>
        <translation>教科书</translation>
    </message>
    <message>
        <source>GPU rental help</source>
        <translation>GPU 租用平台帮助</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Sources of the Numbers</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Filter by id or words, e.g. &quot;B1&quot; or &quot;power&quot;</source>
        <translation>按编号或关键词筛选，例如“B1”或“电源”</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Showing %1 of %2 facts</source>
        <translation>显示 %1 / %2 条依据</translation>
    </message>
    <message>
        <source>Every figure and rule in GPU Advisor goes back to one of these facts from its five source texts: the 2023 and 2020 editions of a well-known GPU buying guide, a summary of its 2019 edition, a textbook chapter on deep-learning servers and a GPU rental service&apos;s help page. Findings and the wizard cite them by id. Where the model calibrated on measured benchmarks can check one of the guide&apos;s figures, the fact says whether they agree.</source>
        <translation>GPU Advisor 中的每个数字和规则都出自以下依据之一，它们来自五份原始资料：一份知名 GPU 选购指南的 2023 版和 2020 版、其 2019 版的摘要、教科书中关于深度学习服务器的一节，以及一家 GPU 租用平台的帮助页面。检查结果和向导按编号引用它们。凡是按实测基准校准的模型能够核对的指南数字，条目中都注明两者是否一致。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::WelcomeDialog</name>
    <message>
        <source>Welcome to GPU Advisor</source>
        <translation>欢迎使用 GPU Advisor</translation>
    </message>
    <message>
        <source>&lt;p&gt;GPU Advisor helps you choose GPUs for deep learning, using the figures and rules of a well-known GPU buying guide.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Charts rank every card by performance and by performance per dollar, at the prices and electricity costs you set.&lt;/li&gt;&lt;li&gt;The wizard walks the guide&apos;s flowchart and names a card for your work and budget.&lt;/li&gt;&lt;li&gt;Compare cards, check a multi-GPU build, and weigh a desktop against the cloud.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Everything runs offline; Help &amp;gt; Sources lists the facts behind the numbers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;GPU Advisor 依据一份知名 GPU 选购指南的数据和规则，帮你挑选深度学习用的 GPU。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;图表按性能和性价比为每块显卡排名，价格和电费由你设定。&lt;/li&gt;&lt;li&gt;向导沿着指南的流程图，为你的工作和预算推荐一块显卡。&lt;/li&gt;&lt;li&gt;还可以对比显卡、检查多 GPU 装机方案，以及比较台式机和云的成本。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;一切离线运行；“帮助 &amp;gt; 数据来源”列出了数字背后的依据。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Start the recommendation wizard</source>
        <translation>启动推荐向导</translation>
    </message>
    <message>
        <source>Explore the charts</source>
        <translation>浏览图表</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::WizardBudgetPage</name>
    <message>
        <source>What you can spend on all the GPUs together (the rest of the machine is not included).</source>
        <translation>你可用于购买全部 GPU 的总金额（不含整机其他部件）。</translation>
    </message>
    <message>
        <source>&amp;GPUs in the machine:</source>
        <translation>机器中的 GPU 数量(&amp;G)：</translation>
    </message>
    <message>
        <source>The guide&apos;s cards, in the order the flowchart checks them:</source>
        <translation>指南推荐的显卡（按流程图的检查顺序）：</translation>
    </message>
    <message>
        <source>What can you spend?</source>
        <translation>你的预算是多少？</translation>
    </message>
    <message>
        <source>Your budget answers the flowchart&apos;s budget questions: each of the guide&apos;s cards is checked against the catalog&apos;s newest price on or before %1.</source>
        <translation>你的预算将用于回答流程图中的预算问题：指南推荐的每款显卡都会按目录中 %1 当天或之前的最新价格进行核对。</translation>
    </message>
    <message>
        <source>Your own answer; it wins over the budget.</source>
        <translation>你自己的回答，优先于按预算得出的结果。</translation>
    </message>
    <message>
        <source>Answer…</source>
        <translation>手动回答…</translation>
    </message>
    <message>
        <source>The catalog has no price for %1 by %2. Is it within your budget? Answer yourself.</source>
        <translation>截至 %2，目录中没有 %1 的价格。它在你的预算之内吗？请自行回答。</translation>
    </message>
    <message>
        <source>Not asked yet: answer the question above first.</source>
        <translation>尚未询问：请先回答上面的问题。</translation>
    </message>
    <message>
        <source>Not asked: an earlier card fits your budget.</source>
        <translation>无需询问：前面的显卡已在你的预算之内。</translation>
    </message>
    <message>
        <source>B&amp;udget for all GPUs:</source>
        <translation>全部 GPU 的预算(&amp;U)：</translation>
    </message>
    <message>
        <source>Best for the work</source>
        <translation>按任务自动选择</translation>
    </message>
    <message>
        <source>Cards of one type in the machine; the budget must cover all of them. &quot;Best for the work&quot; weighs 1 to %1 cards where a language model can be split over them, else one.</source>
        <translation>机器中同型号显卡的数量；预算须覆盖全部显卡。“按任务自动选择”在语言模型可拆分到多张卡时比较 1 到 %1 张卡，否则按一张计算。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::WizardClusterPage</name>
    <message>
        <source>GeForce cards are &amp;allowed in our machines</source>
        <translation>我们的机器允许使用 GeForce 显卡(&amp;A)</translation>
    </message>
    <message>
        <source>GPUs in the whole &amp;cluster:</source>
        <translation>整个集群的 GPU 数量(&amp;C)：</translation>
    </message>
    <message>
        <source>GPUs per &amp;machine:</source>
        <translation>每台机器的 GPU 数量(&amp;M)：</translation>
    </message>
    <message>
        <source>Pick the scale at which one training run finishes within a day (R11).</source>
        <translation>选择能让单次训练在一天内完成的规模（R11）。</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s licence keeps GeForce cards out of data centres; universities can ask for an exemption (R7). Without them the pick uses workstation and data-centre cards.</source>
        <translation>NVIDIA 的许可协议禁止在数据中心使用 GeForce 显卡；高校可申请豁免（R7）。不使用 GeForce 显卡时，推荐将采用工作站和数据中心显卡。</translation>
    </message>
    <message>
        <source>How big is the cluster?</source>
        <translation>集群规模有多大？</translation>
    </message>
    <message>
        <source>How many GPUs the organisation runs decides how to build and buy them (R5, R10).</source>
        <translation>机构运行的 GPU 数量决定了应如何搭建和采购（R5、R10）。</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>What the organisation can spend on the GPUs of the whole cluster; each machine gets its share. At the lowest value there is no limit.</source>
        <translation>机构可用于整个集群 GPU 的预算，每台机器按比例分得一份。设为最低值表示不限预算。</translation>
    </message>
    <message>
        <source>Share of the time the cluster&apos;s GPUs are busy: it sets the electricity in the cost of ownership.</source>
        <translation>集群 GPU 处于忙碌状态的时间比例，决定拥有成本中的电费。</translation>
    </message>
    <message>
        <source>GPU b&amp;udget for the cluster:</source>
        <translation>集群的 GPU 预算(&amp;U)：</translation>
    </message>
    <message>
        <source>Time the GPUs are bus&amp;y:</source>
        <translation>GPU 忙碌时间占比(&amp;Y)：</translation>
    </message>
    <message>
        <source>Organisations are advised at new prices (warranty and support) for server machines in a data centre; the Build Checker opens them that way.</source>
        <translation>机构按全新价格（有保修和支持）获得建议，机器按放在数据中心的服务器考虑；装机检查也按此打开。</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::WizardMemoryPage</name>
    <message>
        <source>From what you will &amp;do:</source>
        <translation>根据你的用途(&amp;D)：</translation>
    </message>
    <message>
        <source>From the size of a &amp;model:</source>
        <translation>根据模型规模(&amp;M)：</translation>
    </message>
    <message>
        <source>I &amp;know what I need:</source>
        <translation>我知道所需显存(&amp;K)：</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source> billion parameters</source>
        <translation> B 参数</translation>
    </message>
    <message>
        <source>Running it (inference)</source>
        <translation>运行（推理）</translation>
    </message>
    <message>
        <source>Training it (full fine-tuning)</source>
        <translation>训练（全量微调）</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Experimental &amp;8-bit inference is fine for me</source>
        <translation>我可以接受实验性的 8 位推理(&amp;8)</translation>
    </message>
    <message>
        <source>Rate cards by 8-bit inference speed instead of 16-bit (R3, step 2).</source>
        <translation>按 8 位而非 16 位推理速度为显卡评分（R3，第 2 步）。</translation>
    </message>
    <message>
        <source>Consider &amp;used cards (the guide&apos;s advice for a tight budget, C8)</source>
        <translation>考虑二手显卡（预算紧张时指南的建议，C8）(&amp;U)</translation>
    </message>
    <message>
        <source>How much GPU memory do you need?</source>
        <translation>你需要多少显存？</translation>
    </message>
    <message>
        <source>Memory decides which cards can do the work at all; among those, the best performance per dollar wins (R3). Renting a cloud GPU for a while shows what your models really use (M4).</source>
        <translation>显存决定了哪些显卡能胜任工作；在这些显卡中，性价比最高者胜出（R3）。租用一段时间云 GPU，即可了解模型的实际显存占用（M4）。</translation>
    </message>
    <message>
        <source>Go by the &amp;guide for your answers: %1</source>
        <translation>采用指南针对你的回答给出的数值(&amp;G)：%1</translation>
    </message>
    <message>
        <source>Memory per GPU: %1</source>
        <translation>每块 GPU 显存：%1</translation>
    </message>
    <message>
        <source>A &amp;language model to run:</source>
        <translation>要运行的语言模型(&amp;L)：</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>Context per conversation: prompt and answer together.</source>
        <translation>每段对话的上下文：提示词与回答合计。</translation>
    </message>
    <message>
        <source>Run it</source>
        <translation>运行（推理）</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <source>This card also drives my dis&amp;play (+%1, M3)</source>
        <translation>这块显卡还要驱动显示器（+%1，M3）(&amp;P)</translation>
    </message>
    <message>
        <source>Let a device &amp;rated from its datasheet alone be the pick</source>
        <translation>允许仅按规格估算的设备成为推荐(&amp;R)</translation>
    </message>
    <message>
        <source>Off: devices of vendors with no measurement of your task (AMD, Intel and Apple for training) are listed after measured cards, whatever their datasheets promise. The Charts page&apos;s vendor boxes choose which vendors the wizard considers.</source>
        <translation>关闭时：没有你这项任务实测数据的厂商（训练方面为 AMD、Intel 和 Apple）的设备，无论规格多好，都排在有实测数据的显卡之后。向导考虑哪些厂商，由图表页的厂商复选框决定。</translation>
    </message>
    <message>
        <source>GPU memory only</source>
        <translation>仅用显存</translation>
    </message>
    <message>
        <source>The computer&apos;s RAM. With it, a model too big for the cards may keep part of its weights there and run slower on fewer cards (one GPU + RAM).</source>
        <translation>电脑的内存。有了它，显卡放不下的模型可以把一部分权重放在这里，用更少的卡以更慢的速度运行（一块 GPU + 内存）。</translation>
    </message>
    <message>
        <source>System R&amp;AM:</source>
        <translation>系统内存(&amp;A)：</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::WizardPage</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Step %1 of at most %2</source>
        <translation>第 %1 步，最多 %2 步</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::WizardResultPage</name>
    <message>
        <source>Open in &amp;Compare</source>
        <translation>在对比中打开(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the result as a PNG image or as text.</source>
        <translation>将结果保存为 PNG 图像或文本。</translation>
    </message>
    <message>
        <source>Compare %1 side by side.</source>
        <translation>并排对比 %1。</translation>
    </message>
    <message>
        <source>There are not two cards to compare.</source>
        <translation>可对比的显卡不足两款。</translation>
    </message>
    <message>
        <source>There is no pick to check.</source>
        <translation>没有可检查的推荐显卡。</translation>
    </message>
    <message>
        <source>Cannot export to %1: choose a .png or .txt file.</source>
        <translation>无法导出到 %1：请选择 .png 或 .txt 文件。</translation>
    </message>
    <message>
        <source>Could not draw the result as an image.</source>
        <translation>无法将结果绘制为图像。</translation>
    </message>
    <message>
        <source>Open in Build C&amp;hecker</source>
        <translation>在装机检查中打开(&amp;H)</translation>
    </message>
    <message>
        <source>Why the guide says so: %1</source>
        <translation>指南这样说的理由：%1</translation>
    </message>
    <message>
        <source>Check that %1 x %2 fit a server chassis, its power supply and a data-centre circuit (R14, step 4).</source>
        <translation>检查 %1 × %2 能否装进服务器机箱，电源和数据中心电路是否够用（R14，第 4 步）。</translation>
    </message>
    <message>
        <source>Check that %1 x %2 fit the case, the power supply and the cooling (R14, step 4).</source>
        <translation>检查 %1 × %2 能否装进机箱，电源和散热是否够用（R14，第 4 步）。</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <source>Check the %1&apos;s outlet and software: a whole computer brings its own power supply, CPU and cooling.</source>
        <translation>检查 %1 的插座和软件：整机自带电源、CPU 和散热。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Try &apos;gpu-advisor --help&apos;.</source>
        <translation>请尝试运行 &apos;gpu-advisor --help&apos;。</translation>
    </message>
</context>
</TS>
