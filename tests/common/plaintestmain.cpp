// main() for the test programs without a Qt application (the core tests, the house rules): HOME
// and the XDG directories in a temporary directory (isolatedhome.h), like every test program.

#include "isolatedhome.h"

#include <gtest/gtest.h>

int main(int argc, char* argv[]) {
    gpuadvisor::testing::isolateHome();
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
