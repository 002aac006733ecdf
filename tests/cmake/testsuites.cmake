# gpuadvisor_add_test_suites(TARGET [PROPERTIES name value ...])
#
# Registers one ctest test per GoogleTest suite of TARGET (named TARGET.Suite), instead of
# gtest_discover_tests' one test per test. A suite shares what its tests set up once (a catalog
# created in SetUpTestSuite, a fit, a QApplication): one process per test paid for that, and for
# the sanitized program's start, over again for each of its tests. After every build of TARGET,
# listsuites.cmake lists its suites with --gtest_list_tests; ctest reads the result when it starts,
# so a suite added or renamed is never left out.
function(gpuadvisor_add_test_suites target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "PROPERTIES")
    set(list_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_suites.cmake")
    set(properties "") # as ctest reads them: [==[NAME]==] [==[value]==] ...
    foreach(item IN LISTS arg_PROPERTIES)
        string(APPEND properties " [==[${item}]==]")
    endforeach()
    add_custom_command(TARGET ${target} POST_BUILD
        COMMAND "${CMAKE_COMMAND}"
            -D "program=$<TARGET_FILE:${target}>"
            -D "target=${target}"
            -D "output=${list_file}"
            -D "properties=${properties}"
            -P "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/listsuites.cmake"
        BYPRODUCTS "${list_file}"
        VERBATIM)
    # A program not built yet (say, only the CLI's tests were built) shows as one failing test.
    set(include_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_include.cmake")
    file(WRITE "${include_file}"
        "if(EXISTS [==[${list_file}]==])\n"
        "    include([==[${list_file}]==])\n"
        "else()\n"
        "    add_test(${target}_NOT_BUILT ${target}_NOT_BUILT)\n"
        "endif()\n")
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
    # A change to the lister relinks the program, so the list is written again.
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/listsuites.cmake")
endfunction()
