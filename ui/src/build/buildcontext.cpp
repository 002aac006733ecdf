#include "gpuadvisor/ui/build/buildcontext.h"

#include <algorithm>

namespace gpuadvisor {

BuildSpec withContext(BuildSpec spec, const BuildContext& context) {
    if (context.server) {
        spec.chassis = Chassis::Server;
        spec.inDataCenter = true;
        spec.mains = dataCenterCircuit;
        spec.x16Slots = std::max(spec.x16Slots, context.count);
    }
    return spec;
}

} // namespace gpuadvisor
